import { contract } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error';
import { failureReason } from '../components/attendance-sign-up/attendance-sign-up';
import { en } from './en';
import { pl } from './pl';
import { ua } from './ua';

const widgetCodes = [
  ...(contract.attendance.create.errors ?? []),
  ...(contract.groups.join.errors ?? []),
].sort();

const refusal = (status: number, message: string, code?: string) =>
  new ApiError(status, {
    statusCode: status,
    error: 'Bad Request',
    message,
    ...(code ? { code } : {}),
  } as never);

describe('the widgets’ error texts', () => {
  it.each([
    ['en', en],
    ['ua', ua],
    ['pl', pl],
  ])('%s words every code the sign-up and group-join endpoints declare', (_, messages) => {
    expect(Object.keys(messages.signUp.serverMessages).sort()).toEqual([...new Set(widgetCodes)].sort());
    for (const text of Object.values(messages.signUp.serverMessages)) expect(text.trim()).not.toBe('');
  });

  it('shows a refusal by its code, in the language', () => {
    expect(failureReason(refusal(400, 'No places left for this lesson', 'lesson.full'), ua.signUp)).toBe(
      ua.signUp.serverMessages['lesson.full'],
    );
    expect(failureReason(refusal(404, 'Lesson not found', 'lesson.notFound'), pl.signUp)).toBe(
      'Te zajęcia już nie istnieją',
    );
  });

  it('shows the API’s text for a code the widgets do not word, and nothing for other statuses', () => {
    expect(failureReason(refusal(400, 'Email is invalid', 'email.invalid'), pl.signUp)).toBe(
      'Email is invalid',
    );
    expect(failureReason(refusal(400, 'Something'), pl.signUp)).toBe('Something');
    expect(
      failureReason(refusal(409, 'No places left for this lesson', 'lesson.full'), pl.signUp),
    ).toBeUndefined();
  });
});
