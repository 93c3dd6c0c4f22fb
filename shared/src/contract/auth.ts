import * as v from 'valibot';
import { TEXT_MAX_LENGTH } from '../constants';
import { OwnUserSchema } from '../entities/user';
import { EmailSchema } from '../validation/email';
import { LoginPasswordSchema, PasswordSchema } from '../validation/password';
import { CompleteSignupSchema, SignupSchema } from '../validation/signup';
import { OneTimeLinkResultSchema, RedirectSchema, SuccessSchema } from './common';
import { endpoint } from './endpoint';

/** The API's own access token (a JWT signed by the keys of `jwks`). */
export const AccessTokenSchema = v.object({ access_token: v.string() });

const tokenQuery = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(TEXT_MAX_LENGTH.token)),
});
const optionalQueryText = v.optional(v.pipe(v.string(), v.maxLength(TEXT_MAX_LENGTH.token)));

/** A JSON Web Key (public part only). */
const JwkSchema = v.looseObject({
  kty: v.string(),
  kid: v.optional(v.string()),
  use: v.optional(v.string()),
  alg: v.optional(v.string()),
});

/** Authentication (spec §7 "Authentication and user"). */
export const auth = {
  signup: endpoint({
    method: 'POST',
    path: '/api/auth/signup',
    auth: 'public',
    domain: 'auth',
    errors: ['auth.emailTaken', 'user.usernameTaken'],
    summary:
      'Create an account (13+; 13–17 with `parentalConsent`; both legal documents accepted) and send the ' +
      'confirmation e-mail. Answers an access token; the e-mail stays unconfirmed until the link is used.',
    body: SignupSchema,
    response: AccessTokenSchema,
    status: 201,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    auth: 'public',
    domain: 'auth',
    errors: ['auth.invalidCredentials'],
    summary: 'Sign in with e-mail and password; answers an access token.',
    body: v.object({ email: EmailSchema, password: LoginPasswordSchema }),
    response: AccessTokenSchema,
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/auth/me',
    auth: 'user',
    domain: 'auth',
    errors: ['account.notFound'],
    summary: 'The signed-in user’s own profile, with their studios and roles.',
    response: OwnUserSchema,
  }),
  confirmEmail: endpoint({
    method: 'GET',
    path: '/api/auth/confirm',
    auth: 'public',
    domain: 'auth',
    errors: ['auth.invalidConfirmationLink'],
    summary:
      'Confirm an e-mail address with the one-time token of the confirmation link; a second use (or an ' +
      'address confirmed already) answers `alreadyDone: true`.',
    query: tokenQuery,
    response: OneTimeLinkResultSchema,
  }),
  resendConfirmation: endpoint({
    method: 'POST',
    path: '/api/auth/resend-confirmation',
    auth: 'user',
    domain: 'auth',
    errors: ['account.notFound', 'auth.alreadyConfirmed'],
    summary: 'Send the signed-in user a new e-mail confirmation link.',
    response: SuccessSchema,
  }),
  google: endpoint({
    method: 'GET',
    path: '/api/auth/google',
    auth: 'public',
    domain: 'auth',
    summary: 'Start “Sign in with Google” (OpenID Connect code flow): redirects the browser to Google.',
    response: RedirectSchema,
    redirect: true,
  }),
  googleCallback: endpoint({
    method: 'GET',
    path: '/api/auth/google/callback',
    auth: 'public',
    domain: 'auth',
    summary:
      'Where Google returns: signs the user in (creating the account if new) and redirects to ' +
      '/auth/callback?token=…, or to /login?error=auth_failed.',
    query: v.object({ code: optionalQueryText, state: optionalQueryText, error: optionalQueryText }),
    response: RedirectSchema,
    redirect: true,
  }),
  checkUsername: endpoint({
    method: 'POST',
    path: '/api/auth/checkUsername',
    auth: 'public',
    domain: 'auth',
    summary: 'Whether a username has a valid format and is free.',
    body: v.object({ username: v.pipe(v.string(), v.maxLength(TEXT_MAX_LENGTH.short)) }),
    response: v.object({ valid: v.boolean() }),
  }),
  completeSignup: endpoint({
    method: 'POST',
    path: '/api/auth/complete-signup',
    auth: 'user',
    domain: 'auth',
    errors: ['account.notFound', 'auth.signupAlreadyComplete', 'user.usernameTaken'],
    summary:
      'Finish a Google sign-up with what the sign-up form asks (date of birth: 13+, 13–17 with ' +
      '`parentalConsent`; both legal documents accepted). Until then the account is treated as ' +
      'unconfirmed (`needsSignupDetails` of `me`). 409 when there is nothing to complete.',
    body: CompleteSignupSchema,
    response: SuccessSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/changePassword',
    auth: 'user',
    domain: 'auth',
    errors: ['account.notFound', 'auth.currentPasswordWrong'],
    summary:
      'Change the password: the current one, and a new one meeting the password rules; an account ' +
      'without a password (Google) sets its first one without `password`. Every earlier access token ' +
      'stops working; the answer carries a new one for this session.',
    body: v.object({ password: v.optional(LoginPasswordSchema), newPassword: PasswordSchema }),
    response: v.object({ ...SuccessSchema.entries, ...AccessTokenSchema.entries }),
  }),
  jwks: endpoint({
    method: 'GET',
    path: '/api/.well-known/jwks.json',
    auth: 'public',
    domain: 'auth',
    summary: 'The public keys that verify the API’s access tokens (JWKS).',
    response: v.object({ keys: v.array(JwkSchema) }),
  }),
};
