import { errorText } from '@plie/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, makeSignup } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { deliverPendingMail, linkIn, mailsTo } from '../../../test/mailbox';
import { resetClock, setClock } from '../../services/clock';

const api = createTestApi();
afterEach(() => resetClock());

const signUp = async (overrides = {}, headers: Record<string, string> = {}) => {
  const body = makeSignup(overrides);
  const response = await api({ method: 'POST', path: '/api/auth/signup', body, headers });
  expect(response.status).toBe(201);
  return { body, token: response.body.access_token as string };
};
/** The address's mail once the outbox worker has run (the confirmation goes through the outbox, ADR 0017). */
const inbox = async (email: string) => {
  await deliverPendingMail();
  return mailsTo(email);
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const confirm = (token: string) => api({ path: '/api/auth/confirm', query: { token } });
const me = (token: string) => api({ path: '/api/auth/me', headers: bearer(token) });

describe('e-mail confirmation', () => {
  it('sends a link at sign-up that confirms the e-mail; a second click says it is done already', async () => {
    const { body, token } = await signUp();
    const [mail] = await inbox(body.email);
    expect(mail?.subject).toBe('Confirm your e-mail for Plié');
    const link = linkIn(mail!, '/confirm-email?token=');
    expect(link.startsWith('http://plie.test/confirm-email?token=')).toBe(true);

    expect(await confirm(tokenOf(link))).toMatchObject({ status: 200, body: { success: true } });
    expect((await me(token)).body.isEmailConfirmed).toBe(true);
    // A second click: done already, not "invalid".
    expect(await confirm(tokenOf(link))).toMatchObject({
      status: 200,
      body: { success: true, alreadyDone: true },
    });
  });

  it.each([
    ['en', 'Confirm your e-mail for Plié', 'Confirm my e-mail'],
    ['pl', 'Potwierdź swój e-mail w Plié', 'Potwierdzam e-mail'],
    ['ua', 'Підтвердіть свою пошту в Plié', 'Підтвердити пошту'],
  ])('writes to a %s speaker in their language', async (language, subject, action) => {
    const { body } = await signUp({ language });
    const [mail] = await inbox(body.email);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toContain(action);
    expect(mail?.html).toContain(action);
  });

  it('takes the language from Accept-Language when the form does not say', async () => {
    const { body } = await signUp({}, { 'accept-language': 'uk-UA,uk;q=0.9' });
    expect((await inbox(body.email))[0]?.subject).toBe('Підтвердіть свою пошту в Plié');
  });

  it('refuses an expired link (48 hours)', async () => {
    let time = new Date('2026-11-21T12:00:00Z').getTime();
    setClock(() => new Date(time));
    const { body } = await signUp();
    const link = linkIn((await inbox(body.email))[0]!, '/confirm-email?token=');
    time += 48 * 3600 * 1000 + 1000;
    expect(await confirm(tokenOf(link))).toMatchObject({
      status: 400,
      body: { message: errorText('auth.invalidConfirmationLink') },
    });
  });

  it.each([['made-up-token'], ['']])('refuses the token %o', async (token) => {
    expect((await confirm(token)).status).toBe(400);
  });

  it('re-sends a fresh link on request, which works once', async () => {
    const { body, token } = await signUp();
    expect(
      await api({ method: 'POST', path: '/api/auth/resend-confirmation', headers: bearer(token) }),
    ).toMatchObject({
      status: 200,
      body: { success: true },
    });
    const mails = await inbox(body.email);
    expect(mails).toHaveLength(2);
    expect((await confirm(tokenOf(linkIn(mails[1]!, '/confirm-email?token=')))).status).toBe(200);
    expect((await me(token)).body.isEmailConfirmed).toBe(true);
  });

  it('stops an older link from working once a newer one is sent', async () => {
    const { body, token } = await signUp();
    await api({ method: 'POST', path: '/api/auth/resend-confirmation', headers: bearer(token) });
    const [older, newer] = await inbox(body.email);
    expect(await confirm(tokenOf(linkIn(older!, '/confirm-email?token=')))).toMatchObject({
      status: 400,
      body: { message: errorText('auth.invalidConfirmationLink') },
    });
    expect((await me(token)).body.isEmailConfirmed).toBe(false);
    expect((await confirm(tokenOf(linkIn(newer!, '/confirm-email?token=')))).status).toBe(200);
  });

  it('does not re-send once confirmed, and needs a signed-in user', async () => {
    const { body, token } = await signUp();
    await confirm(tokenOf(linkIn((await inbox(body.email))[0]!, '/confirm-email?token=')));
    expect(
      (await api({ method: 'POST', path: '/api/auth/resend-confirmation', headers: bearer(token) })).status,
    ).toBe(409);
    expect((await api({ method: 'POST', path: '/api/auth/resend-confirmation' })).status).toBe(401);
  });
});
