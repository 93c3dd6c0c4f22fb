/** Factories for account tests. */
import type { SignupInput } from '@plie/shared';

let counter = 0;
/** A valid signup body; each call gets a fresh e-mail and username unless overridden. */
export const makeSignup = (overrides: Partial<SignupInput> = {}): SignupInput => {
  counter += 1;
  return {
    name: 'Marta Nowak',
    email: `marta${counter}@plie.test`,
    username: `marta_${counter}`,
    password: 'Salsa#2026',
    dateOfBirth: '1995-04-12',
    termsAccepted: true,
    privacyAccepted: true,
    ...overrides,
  } as SignupInput;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
