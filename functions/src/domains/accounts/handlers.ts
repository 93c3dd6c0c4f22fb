import { randomUUID } from 'node:crypto';
import {
  isoDateOfInstant,
  normalizeEmail,
  validateDateOfBirthWithConsent,
  validateUsername,
  webPath,
} from '@plie/shared';
import { guardOwner } from '../../db/guards';
import { usernameGuardKey } from '../../db/keys';
import {
  ConflictError,
  NotFoundError,
  ruleValidationError,
  UnauthorizedError,
  ValidationError,
} from '../../errors';
import { defineHandlers, RawResponse } from '../../http/handler';
import { now } from '../../services/clock';
import { decoyHash, hashPassword, verifyPassword } from '../../services/passwords';
import { clientAddressOf, limitMailsTo } from '../../services/rate-limits';
import { jwks, signAccessToken } from '../../services/tokens';
import { releaseWhatTheAccountHolds } from '../../workflows/account-deletion';
import { studioMembershipsOf } from '../studios/my-studios';
import { noteActivity } from './activity';
import { confirmationMailPut, confirmEmail, requestConfirmationMail } from './email-confirmation';
import { completeGoogleSignIn, googleSignInUrl, webUrl } from './google-sign-in';
import { admitLoginAttempt, loginSucceeded } from './login-attempts';
import { roleForEmail } from './platform-admins';
import { createUser, getUserByEmail, getUserById, saveUser, type UserRecord } from './user-repository';
import { toOwnUser } from './user-view';

/** A sign-in: the token, and the account's activity recorded (at most once a day; never the sign-in's failure). */
const issueToken = async (user: UserRecord) => {
  const at = now();
  await noteActivity(user, at);
  return { access_token: await signAccessToken({ sub: user.id, ver: user.tokenVersion }, at) };
};

export const accountHandlers = defineHandlers('auth', {
  signup: async ({ body }, { language }) => {
    const at = now();
    const age = validateDateOfBirthWithConsent(body, isoDateOfInstant(at));
    if (!age.ok) throw ruleValidationError(age.message, age.field ?? 'dateOfBirth');
    const email = normalizeEmail(body.email);
    const timestamp = at.toISOString();
    const user: UserRecord = {
      id: randomUUID(),
      name: body.name,
      username: body.username,
      email,
      passwordHash: await hashPassword(body.password),
      dateOfBirth: body.dateOfBirth,
      about: body.about || undefined,
      instagram: body.instagram || undefined,
      isTeacher: body.isTeacher,
      isAnonymous: false,
      isEmailConfirmed: false,
      role: roleForEmail(email),
      language: body.language ?? language,
      tokenVersion: 1,
      termsAcceptedAt: timestamp,
      privacyAcceptedAt: timestamp,
      parentalConsentAt: age.value.needsParentalConsent ? timestamp : undefined,
      createdAt: timestamp,
      updatedAt: timestamp,
      lastActiveAt: timestamp,
    };
    // The confirmation mail is an outbox message of the same transaction (ADR 0017): the account
    // stands with its mail waiting, and a mail outage only delays the mail.
    await createUser(user, [confirmationMailPut(user.id, at)]);
    return issueToken(user);
  },

  confirmEmail: async ({ query }) => {
    const outcome = await confirmEmail(query.token, now());
    if (outcome === 'invalid') throw new ValidationError('auth.invalidConfirmationLink');
    return {
      success: true as const,
      ...(outcome === 'alreadyConfirmed' ? { alreadyDone: true as const } : {}),
    };
  },

  resendConfirmation: async (_, { user }) => {
    const record = user && (await getUserById(user.id));
    if (!record) throw new NotFoundError('account.notFound');
    if (record.isEmailConfirmed) throw new ConflictError('auth.alreadyConfirmed');
    // The address may be a stranger's (whoever signed up with it): a few mails an hour at most.
    const at = now();
    await limitMailsTo(record.email, at);
    await requestConfirmationMail(record.id, at);
    return { success: true as const };
  },

  login: async ({ body }, { event }) => {
    const at = now();
    const email = normalizeEmail(body.email);
    const address = clientAddressOf(event);
    await admitLoginAttempt(email, address, at);
    const user = await getUserByEmail(email);
    const matches = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
    if (!user?.passwordHash || !matches) throw new UnauthorizedError('auth.invalidCredentials');
    await loginSucceeded(email, address, at);
    const role = roleForEmail(email);
    if (role !== user.role) await saveUser({ ...user, role, updatedAt: at.toISOString() });
    return issueToken(user);
  },

  me: async (_, { user }) => {
    const record = user && (await getUserById(user.id));
    if (!record) throw new NotFoundError('account.notFound');
    return { ...toOwnUser(record), studios: await studioMembershipsOf(record.id) };
  },

  jwks: async () => jwks(),

  /** A browser navigation: any failure (provider down, not configured) lands on the login page's alert. */
  google: async (_, { event }) => {
    const url = await googleSignInUrl(event, now()).catch((error: unknown) => {
      console.error(
        JSON.stringify({ level: 'error', message: 'Google sign-in could not start', error: String(error) }),
      );
      return webUrl(webPath.login({ error: 'auth_failed' }));
    });
    return RawResponse.redirect(url);
  },

  googleCallback: async ({ query }) => {
    const user = await completeGoogleSignIn(query, now(), releaseWhatTheAccountHolds).catch(
      (error: unknown) => {
        console.error(
          JSON.stringify({ level: 'error', message: 'Google sign-in failed', error: String(error) }),
        );
        return undefined;
      },
    );
    if (!user) return RawResponse.redirect(webUrl(webPath.login({ error: 'auth_failed' })));
    const { access_token } = await issueToken(user);
    return RawResponse.redirect(webUrl(webPath.authCallback({ token: access_token })));
  },

  /** A Google account's missing sign-up details: the form's own rules (13+, consent for 13–17, legal). */
  completeSignup: async ({ body }, { user: caller, language }) => {
    const user = caller && (await getUserById(caller.id));
    if (!user) throw new NotFoundError('account.notFound');
    if (!user.needsSignupDetails) throw new ConflictError('auth.signupAlreadyComplete');
    const at = now();
    const age = validateDateOfBirthWithConsent(body, isoDateOfInstant(at));
    if (!age.ok) throw ruleValidationError(age.message, age.field ?? 'dateOfBirth');
    const timestamp = at.toISOString();
    const { needsSignupDetails: _, ...rest } = user;
    await saveUser({
      ...rest,
      dateOfBirth: age.value.dateOfBirth,
      language: body.language ?? user.language ?? language,
      termsAcceptedAt: timestamp,
      privacyAcceptedAt: timestamp,
      parentalConsentAt: age.value.needsParentalConsent ? timestamp : undefined,
      updatedAt: timestamp,
    });
    return { success: true as const };
  },

  /** Changes the password; an account without one (Google) sets its first without a current one. */
  changePassword: async ({ body }, { user: caller }) => {
    const user = caller && (await getUserById(caller.id));
    if (!user) throw new NotFoundError('account.notFound');
    if (
      user.passwordHash &&
      (body.password === undefined || !(await verifyPassword(body.password, user.passwordHash)))
    ) {
      throw new ValidationError('auth.currentPasswordWrong', { password: 'auth.currentPasswordWrong' });
    }
    // A new token version: every token issued before this moment stops working.
    const updated = {
      ...user,
      passwordHash: await hashPassword(body.newPassword),
      tokenVersion: user.tokenVersion + 1,
      updatedAt: now().toISOString(),
    };
    await saveUser(updated);
    return { success: true as const, ...(await issueToken(updated)) };
  },

  /** Valid when the format is right and no account holds the name (case-insensitive guard item). */
  checkUsername: async ({ body }, { user }) => {
    const format = validateUsername(body.username);
    if (!format.ok) return { valid: false };
    const owner = await guardOwner(usernameGuardKey(format.value));
    // An unchanged own value is valid (spec §5).
    return { valid: owner === undefined || (user !== undefined && owner === user.id) };
  },
});
