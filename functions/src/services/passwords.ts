/**
 * Password hashing: argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1) with hash-wasm —
 * pure WebAssembly, so every Lambda bundle carries it with no platform binary
 * (docs/decisions/0004-password-hashing.md). The PHC-encoded string stores its own parameters.
 */
import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

const PARAMETERS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export const hashPassword = (password: string): Promise<string> =>
  argon2id({ ...PARAMETERS, password, salt: randomBytes(16), outputType: 'encoded' });

export const verifyPassword = (password: string, hash: string): Promise<boolean> =>
  argon2Verify({ password, hash });

/** A hash of a random password: verified against when no account matches, so timing tells nothing. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => {
  decoy ??= hashPassword(randomBytes(24).toString('base64'));
  return decoy;
};
