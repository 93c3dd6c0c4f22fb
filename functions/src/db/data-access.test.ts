/**
 * One data-access discipline (issue #15 item 3): every TransactWriteItems goes through
 * db/transactions.ts (conflicts retried with back-off, refusals mapped to domain errors there) and
 * every BatchWriteItem/BatchGetItem through db/batch.ts (unprocessed items retried with back-off).
 * A module that sends them itself, or picks the SDK's cancellation apart, fails this test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..');

interface Rule {
  what: string;
  pattern: RegExp;
  /** The one module allowed to do it (path under functions/src). */
  owner: string;
}

const RULES: Rule[] = [
  {
    what: 'sends a transaction',
    pattern: /\bTransactWrite(Items)?Command\b/,
    owner: 'db/transactions.ts',
  },
  {
    what: "reads a transaction's cancellation",
    pattern: /\bTransactionCanceledException\b|\bCancellationReasons\b|\bTransactionConflict/,
    owner: 'db/transactions.ts',
  },
  {
    what: 'sends a batch',
    pattern: /\bBatch(Write|Get)(Item)?Command\b/,
    owner: 'db/batch.ts',
  },
  {
    what: 'loops on unprocessed batch requests',
    pattern: /\bUnprocessed(Items|Keys)\b/,
    owner: 'db/batch.ts',
  },
];

const modulesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** `path: what it does` for every module that does what only another module may. */
const breaches = (files: { path: string; text: string }[]): string[] =>
  files.flatMap((file) =>
    RULES.filter((rule) => file.path !== rule.owner && rule.pattern.test(file.text)).map(
      (rule) => `${file.path}: ${rule.what} (only ${rule.owner} may)`,
    ),
  );

describe('the data-access discipline', () => {
  it('is breached by a module that sends its own transaction, batch or retry loop', () => {
    const files = [
      {
        path: 'domains/a/a-repository.ts',
        text: 'await db.send(new TransactWriteCommand({ TransactItems }));',
      },
      { path: 'domains/b/b-repository.ts', text: 'if (error instanceof TransactionCanceledException) {}' },
      {
        path: 'domains/c/c-repository.ts',
        text: "import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';",
      },
      { path: 'domains/d/d-repository.ts', text: 'keys = result.UnprocessedKeys?.[tableName]?.Keys;' },
      {
        path: 'domains/e/e-repository.ts',
        text: "await transactWriteOrRefuse(items, { 1: new ConflictError('x') });",
      },
      { path: 'db/transactions.ts', text: 'new TransactWriteCommand({}); error.CancellationReasons' },
      { path: 'db/batch.ts', text: 'new BatchGetCommand({}); result.UnprocessedKeys' },
    ];
    expect(breaches(files)).toEqual([
      'domains/a/a-repository.ts: sends a transaction (only db/transactions.ts may)',
      "domains/b/b-repository.ts: reads a transaction's cancellation (only db/transactions.ts may)",
      'domains/c/c-repository.ts: sends a batch (only db/batch.ts may)',
      'domains/d/d-repository.ts: loops on unprocessed batch requests (only db/batch.ts may)',
    ]);
  });

  it('is kept by every module of the functions', () => {
    const files = modulesUnder(SOURCE).map((path) => ({
      path: relative(SOURCE, path),
      text: readFileSync(path, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(50);
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(RULES.map((rule) => rule.owner)));
    expect(breaches(files)).toEqual([]);
  });
});
