/**
 * The one retry discipline of the data layer: a bounded number of attempts with a jittered
 * exponential pause between them ("full jitter": a random wait up to a doubling ceiling), so that
 * writers that collided spread out instead of colliding again. Used by `transactions.ts` for
 * transaction conflicts and by `batch.ts` for the items or keys a batch left unprocessed.
 */

/** Attempts in all, the first included. */
export const MAX_ATTEMPTS = 8;
/** The ceiling of the first pause; it doubles with each attempt up to 2⁵ times this. */
const BASE_PAUSE_MS = 20;
const MAX_DOUBLINGS = 5;

/** A random pause of up to `BASE_PAUSE_MS · 2^attempt` (capped), after attempt `attempt` (1-based) failed. */
export const pauseAfter = (attempt: number): Promise<void> =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * BASE_PAUSE_MS * 2 ** Math.min(attempt, MAX_DOUBLINGS)),
  );

/**
 * Runs `operation`; when it throws an error that `isTransient` says may pass, pauses and runs it
 * again, at most `maxAttempts` times in all. Any other error, or the last one, is thrown as it is.
 */
export const retrying = async <T>(
  operation: () => Promise<T>,
  isTransient: (error: unknown) => boolean,
  maxAttempts = MAX_ATTEMPTS,
): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= maxAttempts || !isTransient(error)) throw error;
      await pauseAfter(attempt);
    }
  }
};

/** Thrown when a batch still leaves work undone after every attempt. */
export class UnprocessedError extends Error {
  override readonly name = 'UnprocessedError';
  constructor(
    readonly left: number,
    attempts: number,
  ) {
    super(`${left} batch request(s) still unprocessed after ${attempts} attempts`);
  }
}

/**
 * Hands `pending` to `send`, which answers what it left unprocessed, and hands that back after a
 * pause until nothing is left — at most `maxAttempts` times, then an `UnprocessedError`.
 */
export const untilAllProcessed = async <T>(
  pending: readonly T[],
  send: (pending: readonly T[]) => Promise<readonly T[]>,
  maxAttempts = MAX_ATTEMPTS,
): Promise<void> => {
  let left = pending;
  for (let attempt = 1; left.length > 0; attempt += 1) {
    left = await send(left);
    if (left.length === 0) return;
    if (attempt >= maxAttempts) throw new UnprocessedError(left.length, attempt);
    await pauseAfter(attempt);
  }
};
