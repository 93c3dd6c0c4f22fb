/** Factories for account tests. */
import { randomBytes } from 'node:crypto';
import type { SignupInput } from '@plie/shared';

let counter = 0;
/** Test files share one mail stand-in: each file's addresses are its own. */
const run = randomBytes(3).toString('hex');
/** A valid signup body; each call gets a fresh e-mail and username unless overridden. */
export const makeSignup = (overrides: Partial<SignupInput> = {}): SignupInput => {
  counter += 1;
  return {
    name: 'Marta Nowak',
    email: `marta.${run}.${counter}@plie.test`,
    username: `m${run}_${counter}`,
    password: 'Salsa#2026',
    dateOfBirth: '1995-04-12',
    termsAccepted: true,
    privacyAccepted: true,
    ...overrides,
  } as SignupInput;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
