/**
 * Runs before each test file: every error the dispatcher answers must carry a code of shared's
 * `ErrorCode` that its endpoint declares in the contract (or an implied one: generic and rule
 * codes). A test that makes the API answer anything else fails (ADR 0015).
 */
import { afterEach, expect } from 'vitest';
import { reportUndeclaredErrors, type UndeclaredError } from '../src/http/declared-errors';

const undeclared: UndeclaredError[] = [];
reportUndeclaredErrors((error) => undeclared.push(error));

afterEach(() => {
  const found = undeclared.splice(0);
  expect(found, 'error codes their endpoints do not declare in the contract (ADR 0015)').toEqual([]);
});
