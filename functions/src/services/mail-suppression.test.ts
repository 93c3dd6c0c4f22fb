/**
 * The suppression list against DynamoDB Local and the SES stand-in, fed with events shaped as SES
 * publishes them to EventBridge (a configuration set's event destination on the default bus).
 */
import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/mailbox';
import { stubSettings } from '../../test/settings';

// Read at load by services/mail: sending with a configuration set must work against the stand-in too.
stubSettings({ MAIL_CONFIGURATION_SET: 'plie-test-mail' });
const { handleSesEvent, isSuppressed, suppressionOf } = await import('./mail-suppression');
const { sendMail } = await import('./mail');

const newAddress = (name: string) => `${name}.${randomUUID().slice(0, 8)}@plie.test`;

const sesMail = (to: string) => ({
  timestamp: '2026-03-02T10:00:00.000Z',
  source: 'Plié <no-reply@plie.test>',
  sourceArn: 'arn:aws:ses:eu-central-1:123456789012:identity/plie.test',
  sendingAccountId: '123456789012',
  messageId: '0107018e0a1b2c3d-5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9-000000',
  destination: [to],
  headersTruncated: false,
  commonHeaders: { from: ['Plié <no-reply@plie.test>'], to: [to], subject: 'Confirm your e-mail' },
  tags: { 'ses:configuration-set': ['plie-test-mail'] },
});

/** An SES event as EventBridge delivers it to a Lambda target. */
const createSesEvent = (detailType: string, detail: unknown): EventBridgeEvent<string, unknown> => ({
  version: '0',
  id: randomUUID(),
  'detail-type': detailType,
  source: 'aws.ses',
  account: '123456789012',
  time: '2026-03-02T10:00:05Z',
  region: 'eu-central-1',
  resources: ['arn:aws:ses:eu-central-1:123456789012:configuration-set/plie-test-mail'],
  detail,
});

const bounceEvent = (
  to: string,
  bounceType: 'Permanent' | 'Transient' | 'Undetermined',
  subType = 'General',
) =>
  createSesEvent('Email Bounced', {
    eventType: 'Bounce',
    bounce: {
      bounceType,
      bounceSubType: subType,
      bouncedRecipients: [
        {
          emailAddress: to,
          action: 'failed',
          status: bounceType === 'Permanent' ? '5.1.1' : '4.2.2',
          diagnosticCode:
            bounceType === 'Permanent' ? 'smtp; 550 5.1.1 user unknown' : 'smtp; 452 4.2.2 mailbox full',
        },
      ],
      timestamp: '2026-03-02T10:00:04.669Z',
      feedbackId: '0107018e0a1b2c3e-aaaabbbb-cccc-dddd-eeee-ffff00001111-000000',
      reportingMTA: 'dsn; a1-2.smtp-out.eu-central-1.amazonses.com',
    },
    mail: sesMail(to),
  });

const complaintEvent = (to: string) =>
  createSesEvent('Email Complaint Received', {
    eventType: 'Complaint',
    complaint: {
      feedbackId: '0107018e0a1b2c3f-11112222-3333-4444-5555-666677778888-000000',
      complaintSubType: null,
      complainedRecipients: [{ emailAddress: to }],
      timestamp: '2026-03-02T11:30:00.000Z',
      userAgent: 'Mozilla/5.0',
      complaintFeedbackType: 'abuse',
      arrivalDate: '2026-03-02T11:29:58.000Z',
    },
    mail: sesMail(to),
  });

const mailTo = (to: string) => ({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });

describe('handleSesEvent', () => {
  it('suppresses the address of a permanent bounce, with the reason and the time', async () => {
    const address = newAddress('gone');
    await expect(handleSesEvent(bounceEvent(address, 'Permanent'))).resolves.toEqual({ suppressed: 1 });
    await expect(suppressionOf(address)).resolves.toEqual({
      email: address,
      reason: 'bounce',
      detail: 'Permanent/General',
      suppressedAt: '2026-03-02T10:00:04.669Z',
    });
  });

  it('suppresses the address of a complaint', async () => {
    const address = newAddress('annoyed');
    await expect(handleSesEvent(complaintEvent(address))).resolves.toEqual({ suppressed: 1 });
    await expect(suppressionOf(address)).resolves.toMatchObject({ reason: 'complaint', detail: 'abuse' });
  });

  it.each(['Transient', 'Undetermined'] as const)('ignores a %s bounce', async (bounceType) => {
    const address = newAddress('full');
    await expect(handleSesEvent(bounceEvent(address, bounceType, 'MailboxFull'))).resolves.toEqual({
      suppressed: 0,
    });
    await expect(isSuppressed(address)).resolves.toBe(false);
  });

  it('keys the address case- and name-insensitively', async () => {
    const address = newAddress('mixed');
    await handleSesEvent(bounceEvent(`Mixed Case <${address.toUpperCase()}>`, 'Permanent'));
    await expect(isSuppressed(address)).resolves.toBe(true);
    await expect(isSuppressed(` ${address.toUpperCase()} `)).resolves.toBe(true);
  });

  it('ignores SES events that are neither bounces nor complaints', async () => {
    const address = newAddress('delivered');
    const delivered = createSesEvent('Email Delivered', { eventType: 'Delivery', mail: sesMail(address) });
    await expect(handleSesEvent(delivered)).resolves.toEqual({ ignored: 'Email Delivered' });
    await expect(isSuppressed(address)).resolves.toBe(false);
  });

  it('throws on a bounce event it cannot read, so the event reaches the failure queue', async () => {
    const unreadable = createSesEvent('Email Bounced', {
      eventType: 'Bounce',
      bounce: { bounceType: 'Permanent' },
    });
    await expect(handleSesEvent(unreadable)).rejects.toThrow(/Unreadable SES "Email Bounced" event/);
  });
});

describe('sendMail', () => {
  it('sends nothing to a suppressed address, and does not fail', async () => {
    const address = newAddress('bounced');
    await handleSesEvent(bounceEvent(address, 'Permanent'));
    await expect(sendMail(mailTo(address))).resolves.toBeUndefined();
    expect(await mailsTo(address)).toEqual([]);
  });

  it('sends to an address that only bounced transiently (with the configuration set)', async () => {
    const address = newAddress('busy');
    await handleSesEvent(bounceEvent(address, 'Transient'));
    await sendMail(mailTo(address));
    expect(await mailsTo(address)).toHaveLength(1);
  });
});
