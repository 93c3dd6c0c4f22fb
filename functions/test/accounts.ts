/** Factories for account tests. */
import { randomBytes } from 'node:crypto';
import type { SignupInput } from '@plie/shared';
import { getUserById, saveUser } from '../src/domains/accounts/user-repository';
import type { TestApi } from './api';

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

export interface TestAccount {
  id: string;
  token: string;
  email: string;
  username: string;
  name: string;
  password: string;
  /** The Authorization header of this account. */
  headers: { authorization: string };
}

/**
 * Signs up through the API and, unless `confirmed: false`, marks the e-mail confirmed as the
 * confirmation link would. The platform admin is `makeSignup({ email: 'anna.admin@plie.test' })`
 * (PLATFORM_ADMIN_EMAILS of the test tables): signed up once per file, logged in after that.
 */
export const createAccount = async (
  api: TestApi,
  overrides: Partial<SignupInput> & { confirmed?: boolean } = {},
): Promise<TestAccount> => {
  const { confirmed = true, ...signupOverrides } = overrides;
  const body = makeSignup(signupOverrides);
  const signup = await api({ method: 'POST', path: '/api/auth/signup', body });
  const token =
    signup.status === 201
      ? (signup.body.access_token as string)
      : ((
          await api({
            method: 'POST',
            path: '/api/auth/login',
            body: { email: body.email, password: body.password },
          })
        ).body.access_token as string);
  const me = (await api({ path: '/api/auth/me', headers: bearer(token) })).body;
  if (confirmed && !me.isEmailConfirmed)
    await saveUser({ ...(await getUserById(me.id))!, isEmailConfirmed: true });
  return {
    id: me.id,
    token,
    email: body.email,
    username: me.username,
    name: me.name,
    password: body.password,
    headers: bearer(token),
  };
};

export const PLATFORM_ADMIN_EMAIL = 'anna.admin@plie.test';
