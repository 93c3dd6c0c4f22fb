/**
 * Test-only faults on the data path (issue #16): the n-th call of a DynamoDB command fails, as if the
 * Lambda died right there — before the call (nothing of it written) or after it (written, but the
 * caller never hears back). A middleware on the module-level client of the test file's worker;
 * removed when the test ends. Never part of product code.
 */
import { onTestFinished } from 'vitest';
import { dynamoClient } from '../src/db/client';

/** The SDK's name of a command, as the middleware context carries it. */
export type DynamoCommandName =
  | 'TransactWriteItemsCommand'
  | 'UpdateItemCommand'
  | 'PutItemCommand'
  | 'DeleteItemCommand'
  | 'BatchWriteItemCommand'
  | 'GetItemCommand'
  | 'QueryCommand';

export interface DbFault {
  /** Calls of the command seen since the fault was set. */
  readonly calls: number;
  /** Whether the fault fired. */
  readonly fired: boolean;
  remove(): void;
}

/** The error the fault throws (never one the product maps to a domain answer). */
export class InjectedFault extends Error {
  constructor(command: string, n: number) {
    super(`injected fault: call ${n} of ${command}`);
    this.name = 'InjectedFault';
  }
}

let faults = 0;

/**
 * Fails the `n`-th call (1-based, counted from now) of `command` once: `before` it reaches the
 * database (the default) or `after` it was written.
 */
export const failNthCall = (
  command: DynamoCommandName,
  n: number,
  { when = 'before' }: { when?: 'before' | 'after' } = {},
): DbFault => failNthMatching((name) => name === command, n, when);

/** Fails the `n`-th call of a command `matches` (counted from now) once; removed when the test ends. */
const failNthMatching = (
  matches: (commandName: string) => boolean,
  n: number,
  when: 'before' | 'after',
): DbFault => {
  faults += 1;
  const name = `test-fault-${faults}`;
  let calls = 0;
  let fired = false;
  dynamoClient.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? '';
      if (!matches(command)) return next(args);
      calls += 1;
      if (calls !== n) return next(args);
      fired = true;
      if (when === 'before') throw new InjectedFault(command, n);
      await next(args);
      throw new InjectedFault(command, n);
    },
    { step: 'initialize', name },
  );
  const remove = () => {
    dynamoClient.middlewareStack.remove(name);
  };
  onTestFinished(remove);
  return {
    get calls() {
      return calls;
    },
    get fired() {
      return fired;
    },
    remove,
  };
};

/**
 * The request the fault cut short failed as a dying Lambda's would: the test API rethrew the fault,
 * or the dispatcher answered it with a 5xx (a dependency failure mapped to 503, say).
 */
export const failedByFault = async (request: Promise<{ status: number }>): Promise<boolean> => {
  try {
    return (await request).status >= 500;
  } catch (error) {
    if (error instanceof InjectedFault) return true;
    throw error;
  }
};

/** The commands that write. */
const WRITE_COMMANDS: ReadonlySet<string> = new Set<DynamoCommandName>([
  'TransactWriteItemsCommand',
  'UpdateItemCommand',
  'PutItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
]);

/**
 * Fails the `n`-th write (1-based, counted from now; any of TransactWriteItems, UpdateItem, PutItem,
 * DeleteItem, BatchWriteItem) once, `before` or `after` it is written: stepping `n` walks a Lambda's death through
 * every write of a workflow in turn.
 */
export const failNthWrite = (n: number, { when = 'before' }: { when?: 'before' | 'after' } = {}): DbFault =>
  failNthMatching((command) => WRITE_COMMANDS.has(command), n, when);

/** The names of the DynamoDB commands sent from now until the test ends (to prove a path never scans). */
export const recordCommands = (): string[] => {
  const sent: string[] = [];
  faults += 1;
  const name = `record-commands-${faults}`;
  dynamoClient.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push(context.commandName ?? '');
      return next(args);
    },
    { step: 'initialize', name },
  );
  onTestFinished(() => {
    dynamoClient.middlewareStack.remove(name);
  });
  return sent;
};
