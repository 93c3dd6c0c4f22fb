import { setupI18n } from '@lingui/core';
import { ERROR_CODES, type ErrorCode, MESSAGES } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { translateErrorWith } from './translate-error';

/** A stand-in for the compiled table: each code's message says which code it is, in Polish. */
const messages = Object.fromEntries(
  ERROR_CODES.map((code) => [code, { id: code, message: `pl:${code}` }]),
) as Record<ErrorCode, { id: string; message: string }>;
messages['file.tooMany'] = { id: 'file.tooMany', message: 'Można przesłać tylko {max} plik' };
messages['rateLimit.logins'] = { id: 'rateLimit.logins', message: 'Spróbuj ponownie {wait}.' };

const i18n = setupI18n({ locale: 'pl', messages: { pl: {} } });
const translate = translateErrorWith.bind(null, messages, i18n);

describe('translating an error by its code', () => {
  it('reads an API body by its code, not its English text', () => {
    expect(translate({ message: 'No places left for this lesson', code: 'lesson.full' })).toBe(
      'pl:lesson.full',
    );
    expect(translate({ message: 'anything', code: 'lesson.full' })).toBe('pl:lesson.full');
    expect(translate('lesson.full')).toBe('pl:lesson.full');
  });

  it('fills the placeholders from the error’s parameters', () => {
    expect(
      translate({ message: 'Only 3 file can be uploaded', code: 'file.tooMany', params: { max: 3 } }),
    ).toBe('Można przesłać tylko 3 plik');
  });

  it('says a 429’s wait in the interface language', () => {
    const refusal = { message: '…', code: 'rateLimit.logins' as const, params: { retryAfterSeconds: 90 } };
    expect(translate(refusal)).toBe('Spróbuj ponownie za 2 minuty.');
  });

  it('reads a shared rule’s text (a form’s own check) as its rule’s code, with its constants', () => {
    expect(translate(MESSAGES.fileCount)).toBe('Można przesłać tylko 1 plik');
    expect(translate(MESSAGES.nameTooLong)).toBe('pl:name.tooLong');
  });

  it('uses a feature’s wording of a code before the table’s', () => {
    const wording = { 'date.invalid': { id: 'lesson-date', message: 'Wybierz poprawną datę' } };
    expect(translateErrorWith(messages, i18n, MESSAGES.dateInvalid, wording)).toBe('Wybierz poprawną datę');
  });

  it('shows a text of no code as it came', () => {
    expect(translate({ message: 'Upload failed at S3' })).toBe('Upload failed at S3');
  });
});
