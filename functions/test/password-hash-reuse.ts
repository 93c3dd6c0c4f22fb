/**
 * Runs before each test file: argon2id at the product's parameters (m = 19 MiB, t = 2) costs
 * 80–100 ms of CPU a hash here, and the tests sign up thousands of accounts. Profiled: members.test.ts
 * spent 8.2 of its 19 s of CPU in argon2's WebAssembly, for 84 sign-ups of one password.
 *
 * So within a test process, a password already hashed with the same parameters gets that same
 * hash again: a real argon2id hash at the product's parameters (what the stored-format tests read),
 * made by the product's own call; only its salt repeats between the file's accounts. A verification
 * already made (this password against this hash) gives its answer again. The product's code is not
 * touched: passwords.ts still asks for a fresh salt on every hash, and the browser tests and the
 * bench run the deployed bundles, which hash every password from scratch.
 */
import { vi } from 'vitest';

vi.mock('hash-wasm', async (importOriginal) => {
  const original = await importOriginal<typeof import('hash-wasm')>();
  const hashes = new Map<string, ReturnType<typeof original.argon2id>>();
  const verifications = new Map<string, ReturnType<typeof original.argon2Verify>>();
  const remembered = <T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>) => {
    const known = cache.get(key);
    if (known) return known;
    const made = make();
    cache.set(key, made);
    // A failure is not remembered: the next call tries again.
    made.catch(() => cache.delete(key));
    return made;
  };
  return {
    ...original,
    argon2id: ((options: Parameters<typeof original.argon2id>[0]) => {
      const { salt: _salt, ...parameters } = options;
      return remembered(hashes, JSON.stringify(parameters), () => original.argon2id(options));
    }) as typeof original.argon2id,
    argon2Verify: (options: Parameters<typeof original.argon2Verify>[0]) =>
      remembered(verifications, JSON.stringify(options), () => original.argon2Verify(options)),
  };
});
