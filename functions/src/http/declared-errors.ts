/**
 * The test hook that keeps the contract's error declarations true (ADR 0015): when a listener is
 * set (the functions test setup sets one for every test file), the dispatcher reports each error
 * body it answers whose `code` is missing, not an `ErrorCode`, or not declared by the endpoint
 * (`errors` of the contract; the generic and rule codes are implied). Production sets none, so
 * it costs one comparison per error answer there.
 */
import { isErrorCode, mayAnswerError, type NamedEndpoint } from '@plie/shared';

export interface UndeclaredError {
  endpoint: string;
  code: unknown;
  statusCode: number;
}

const listeners = new Set<(report: UndeclaredError) => void>();

let exclusive: ((report: UndeclaredError) => void) | undefined;

/**
 * Reports undeclared error answers to `report` until the returned function is called; with
 * `only`, to it alone meanwhile (a test of the hook itself, which must not fail the run).
 */
export const reportUndeclaredErrors = (
  report: (error: UndeclaredError) => void,
  { only = false }: { only?: boolean } = {},
): (() => void) => {
  if (only) exclusive = report;
  else listeners.add(report);
  return () => {
    if (exclusive === report) exclusive = undefined;
    listeners.delete(report);
  };
};

export const checkErrorAnswer = (
  endpoint: NamedEndpoint | undefined,
  body: { code?: unknown; statusCode: number },
): void => {
  if (listeners.size === 0 && !exclusive) return;
  const declared = isErrorCode(body.code) && (!endpoint || mayAnswerError(endpoint, body.code));
  if (declared) return;
  const report = { endpoint: endpoint?.name ?? '(no route)', code: body.code, statusCode: body.statusCode };
  if (exclusive) exclusive(report);
  else for (const listener of listeners) listener(report);
};
