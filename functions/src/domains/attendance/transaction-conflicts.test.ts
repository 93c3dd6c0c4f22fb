/**
 * A sign-up and a cancel that meet a transaction conflict (another writer on the same items, which
 * real DynamoDB reports and DynamoDB Local never does) are retried with back-off before anything is
 * answered (db/transactions.ts, ADR 0014); a conflict that outlasts every retry is a 503 with
 * `Retry-After` — never a 500. The conflicts are made by the table client itself: a middleware
 * answers the first n TransactWriteItems with the SDK's own TransactionCanceledException.
 */
import {
  type ServiceInputTypes,
  type ServiceOutputTypes,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import type { BuildMiddleware } from '@smithy/types';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/api';
import { createGroupWorld, createTestLesson, type GroupWorld } from '../../../test/groups';
import { dynamoClient } from '../../db/client';
import { getLessonById } from '../lessons/lesson-repository';

const api = createTestApi();
let world: GroupWorld;
let weekday = 0;

const MIDDLEWARE = 'conflicting-transactions';
/** Answers the next `count` TransactWriteItems calls with a conflict; counts every call. */
const conflictNext = (count: number) => {
  const seen = { calls: 0 };
  const middleware: BuildMiddleware<ServiceInputTypes, ServiceOutputTypes> = (next) => async (args) => {
    const headers = (args.request as { headers?: Record<string, string> }).headers ?? {};
    if (headers['x-amz-target']?.endsWith('.TransactWriteItems')) {
      seen.calls += 1;
      if (seen.calls <= count) {
        throw new TransactionCanceledException({
          message:
            'Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict]',
          $metadata: { httpStatusCode: 400 },
          CancellationReasons: [
            { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' },
          ],
        });
      }
    }
    return next(args);
  };
  dynamoClient.middlewareStack.add(middleware, { step: 'build', name: MIDDLEWARE });
  return seen;
};

afterEach(() => {
  dynamoClient.middlewareStack.remove(MIDDLEWARE);
});

beforeAll(async () => {
  world = await createGroupWorld(api);
});

const newLesson = async () => {
  weekday = (weekday % 7) + 1;
  return (await createTestLesson(api, world, weekday)) as { id: string; nextDate?: string };
};

const signUpSelf = (lesson: { id: string; nextDate?: string }) =>
  api({
    method: 'POST',
    path: '/api/attendance',
    body: {
      lessonId: lesson.id,
      date: lesson.nextDate,
      userId: world.dancer.id,
      name: world.dancer.name,
      email: world.dancer.email,
    },
    headers: world.dancer.headers,
  });

describe('transaction conflicts on the sign-up and the cancel', () => {
  it('retries a sign-up that met conflicts, then answers it booked', async () => {
    const lesson = await newLesson();
    const seen = conflictNext(2);
    const response = await signUpSelf(lesson);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(seen.calls).toBeGreaterThanOrEqual(3);
  });

  it('retries a cancel that met conflicts, then answers it cancelled', async () => {
    const lesson = await newLesson();
    const signedUp = await signUpSelf(lesson);
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);
    const seen = conflictNext(2);
    const cancelled = await api({
      method: 'DELETE',
      path: `/api/attendance/${signedUp.body.id}`,
      headers: world.dancer.headers,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(seen.calls).toBeGreaterThanOrEqual(3);
  });

  it('answers 503 with Retry-After, not a 500, when the conflict outlasts every retry', async () => {
    const lesson = await newLesson();
    conflictNext(Number.POSITIVE_INFINITY);
    const response = await signUpSelf(lesson);
    expect(response.status, JSON.stringify(response.body)).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body.code).toBe('dependency.unavailable');
    // The seat it held before its commit was given back.
    const stored = await getLessonById(lesson.id, { consistent: true });
    expect(stored?.seats?.[lesson.nextDate!] ?? 0).toBe(0);
    expect(stored?.seatHolds).toEqual({});
  });
});
