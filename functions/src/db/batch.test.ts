/**
 * Batch writes and reads against a fake `db.send`: DynamoDB may leave items or keys unprocessed,
 * and those must be sent again (after a pause) until none is left, a bounded number of times.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchGet, batchWrite } from './batch';
import { db, tableName } from './client';
import { MAX_ATTEMPTS, UnprocessedError } from './retry';

type Input = { RequestItems: Record<string, unknown> };
type Answer = (input: Input) => object;

/** `db.send` answering each call with `answer(input)`; the inputs are kept. */
const sendAnswering = (...answers: Answer[]) => {
  const inputs: Input[] = [];
  const send = vi.spyOn(db, 'send') as unknown as ReturnType<typeof vi.fn>;
  send.mockImplementation(async (command: { input: Input }) => {
    inputs.push(command.input);
    const answer = answers[Math.min(inputs.length, answers.length) - 1]!;
    return answer(command.input);
  });
  return inputs;
};

const put = (id: number) => ({ PutRequest: { Item: { PK: `P#${id}`, SK: 'A' } } });
const key = (id: number) => ({ PK: `P#${id}`, SK: 'A' });
const writesOf = (input: Input) => input.RequestItems[tableName] as unknown[];
const keysOf = (input: Input) => (input.RequestItems[tableName] as { Keys: unknown[] }).Keys;

beforeEach(() => {
  vi.spyOn(Math, 'random').mockReturnValue(0); // no pause between attempts
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('batchWrite', () => {
  it('writes 25 requests a call', async () => {
    const inputs = sendAnswering(() => ({}));
    await batchWrite(Array.from({ length: 60 }, (_, id) => put(id)));
    expect(inputs.map((input) => writesOf(input).length)).toEqual([25, 25, 10]);
  });

  it('sends the unprocessed items again until none is left', async () => {
    const inputs = sendAnswering(
      () => ({ UnprocessedItems: { [tableName]: [put(2)] } }),
      () => ({}),
    );
    await batchWrite([put(1), put(2)]);
    expect(inputs.map(writesOf)).toEqual([[put(1), put(2)], [put(2)]]);
  });

  it('gives up with an error when items stay unprocessed', async () => {
    const inputs = sendAnswering(() => ({ UnprocessedItems: { [tableName]: [put(1)] } }));
    await expect(batchWrite([put(1)])).rejects.toBeInstanceOf(UnprocessedError);
    expect(inputs).toHaveLength(MAX_ATTEMPTS);
  });
});

describe('batchGet', () => {
  it('reads 100 keys a call and answers every item found', async () => {
    const inputs = sendAnswering((input) => ({ Responses: { [tableName]: keysOf(input).slice(0, 1) } }));
    const items = await batchGet(Array.from({ length: 150 }, (_, id) => key(id)));
    expect(inputs.map((input) => keysOf(input).length)).toEqual([100, 50]);
    expect(items).toEqual([key(0), key(100)]);
  });

  it('asks again for the unprocessed keys and keeps what each call answered', async () => {
    const inputs = sendAnswering(
      () => ({ Responses: { [tableName]: [key(1)] }, UnprocessedKeys: { [tableName]: { Keys: [key(2)] } } }),
      () => ({ Responses: { [tableName]: [key(2)] } }),
    );
    expect(await batchGet([key(1), key(2)])).toEqual([key(1), key(2)]);
    expect(inputs.map(keysOf)).toEqual([[key(1), key(2)], [key(2)]]);
  });

  it('sends nothing for no keys', async () => {
    const inputs = sendAnswering(() => ({}));
    expect(await batchGet([])).toEqual([]);
    expect(inputs).toHaveLength(0);
  });
});
