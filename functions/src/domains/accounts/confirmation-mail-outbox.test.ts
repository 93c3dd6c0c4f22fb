/**
 * The account's confirmation e-mail through the outbox (ADR 0017, issue #16): a sign-up or a "send
 * it again" while mail is down still answers as usual, with its message written; once mail is back
 * the worker sends it exactly once, with a link made at send time that works. A message whose
 * account was confirmed or deleted meanwhile sends nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, makeSignup } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { deliverPendingMail, linkIn, mailRefuses, mailsTo } from '../../../test/mailbox';
import { useMailTransport } from '../../services/mail';
import { deleteUserRecord, getUserById, saveUser } from './user-repository';

const api = createTestApi();

afterEach(() => useMailTransport());

/** Past every retry pause of a first failure (15–30 s): the worker's next sweep finds the message due. */
const later = () => new Date(Date.now() + 2 * 3600_000);

const signUp = async () => {
  const body = makeSignup();
  const response = await api({ method: 'POST', path: '/api/auth/signup', body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const token = response.body.access_token as string;
  const me = await api({ path: '/api/auth/me', headers: bearer(token) });
  return { email: body.email, token, userId: me.body.id as string };
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const confirm = (token: string) => api({ path: '/api/auth/confirm', query: { token } });
const confirmLinkOf = (mail: Awaited<ReturnType<typeof mailsTo>>[number]) =>
  tokenOf(linkIn(mail, '/confirm-email?token='));
const resend = (token: string) =>
  api({ method: 'POST', path: '/api/auth/resend-confirmation', headers: bearer(token) });

describe('the confirmation e-mail through the outbox', () => {
  it('a sign-up while mail is refused answers 201; once mail is back, one e-mail whose link confirms', async () => {
    mailRefuses();
    const { email, token } = await signUp();
    expect(await deliverPendingMail()).toMatchObject({ sent: 0, failed: 1 });
    expect(await mailsTo(email)).toEqual([]);

    useMailTransport();
    expect(await deliverPendingMail(later())).toMatchObject({ sent: 1, failed: 0 });
    expect(await deliverPendingMail(later())).toMatchObject({ sent: 0 });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(await confirm(confirmLinkOf(mails[0]!))).toMatchObject({ status: 200, body: { success: true } });
    expect((await api({ path: '/api/auth/me', headers: bearer(token) })).body.isEmailConfirmed).toBe(true);
  });

  it('“send it again” while mail is refused answers 200; the mail follows, and the older link stops working', async () => {
    const { email, token } = await signUp();
    await deliverPendingMail();
    const [first] = await mailsTo(email);

    mailRefuses();
    expect(await resend(token)).toMatchObject({ status: 200, body: { success: true } });
    expect(await deliverPendingMail()).toMatchObject({ sent: 0, failed: 1 });
    useMailTransport();
    expect(await deliverPendingMail(later())).toMatchObject({ sent: 1 });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);

    expect((await confirm(confirmLinkOf(first!))).status).toBe(400);
    expect((await confirm(confirmLinkOf(mails[1]!))).status).toBe(200);
  });

  it('sends nothing for an account confirmed or deleted before its mail went out', async () => {
    mailRefuses();
    const confirmed = await signUp();
    const deleted = await signUp();
    await saveUser({ ...(await getUserById(confirmed.userId))!, isEmailConfirmed: true });
    await deleteUserRecord((await getUserById(deleted.userId))!);
    useMailTransport();
    expect(await deliverPendingMail(later())).toMatchObject({ sent: 0, dropped: 2 });
    expect(await mailsTo(confirmed.email)).toEqual([]);
    expect(await mailsTo(deleted.email)).toEqual([]);
  });
});
