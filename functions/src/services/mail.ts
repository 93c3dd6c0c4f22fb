/**
 * Sending e-mail through SES (v2). Locally SES_ENDPOINT points at the SES stand-in, whose inbox
 * shows every message; in AWS it is unset. MAIL_FROM is required to send (a function that never
 * mails may lack it).
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config, requireSetting } from '../config';
import { correlationId, logger } from './log';
import { suppressionOf } from './mail-suppression';
import { awsClientLimits } from './outbound-calls';

const { mailConfigurationSet, sesEndpoint, awsRegion } = config();
/** The SES configuration set whose event destination reports bounces and complaints (unset locally). */
const configurationSet = mailConfigurationSet;
const client = new SESv2Client({
  region: awsRegion,
  // A stalled SES fails the send within the outbound limits (services/outbound-calls.ts).
  ...awsClientLimits(),
  ...(sesEndpoint ? { endpoint: sesEndpoint } : {}),
});

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The outbox message this mail is (services/outbox): sent as a header, the recipient-side idempotency key. */
  outboxId?: string;
}

/** What hands a composed SES command over: the SES client. Tests (and a fault switch) may put another in. */
export type MailTransport = (command: SendEmailCommand) => Promise<unknown>;
const sesTransport: MailTransport = (command) => client.send(command);
let transport: MailTransport = sesTransport;
/** Puts `next` in the SES client's place (undefined: SES again). */
export const useMailTransport = (next?: MailTransport): void => {
  transport = next ?? sesTransport;
};

/**
 * Sends one mail, unless its address is on the suppression list (services/mail-suppression):
 * then nothing is sent and nothing fails — the action that wanted to mail goes on.
 */
export const sendMail = async (mail: Mail): Promise<void> => {
  const suppression = await suppressionOf(mail.to);
  if (suppression) {
    logger.info('Mail not sent: the address is on the suppression list', {
      reason: suppression.reason,
      suppressedAt: suppression.suppressedAt,
      subject: mail.subject,
    });
    return;
  }
  await transport(
    new SendEmailCommand({
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      FromEmailAddress: requireSetting('mailFrom'),
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          Headers: mailHeaders(mail),
        },
      },
    }),
  );
};

/** The correlation id of the request or job that sends a mail, so a mail can be traced to its logs. */
export const CORRELATION_MAIL_HEADER = 'X-Plie-Correlation-Id';
/** The outbox message a mail is, so a mail can be traced to its outbox item. */
export const OUTBOX_MAIL_HEADER = 'X-Plie-Message-Id';
const mailHeaders = (mail: Mail) => {
  const id = correlationId();
  const headers = [
    ...(id ? [{ Name: CORRELATION_MAIL_HEADER, Value: id }] : []),
    ...(mail.outboxId ? [{ Name: OUTBOX_MAIL_HEADER, Value: mail.outboxId }] : []),
  ];
  return headers.length > 0 ? headers : undefined;
};

/** The dashboard's public origin, for links in e-mails. */
export const publicWebUrl = (): string => requireSetting('publicWebUrl');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** A plain, accessible e-mail: greeting, paragraphs, one button-like link, and the link in full. */
export const composeMail = (options: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Links listed after the paragraphs (each class's cancel link, say). */
  links?: { label: string; url: string }[];
  action: { label: string; url: string };
  footer: string;
}): Mail => {
  const links = options.links ?? [];
  const text = [
    options.greeting,
    '',
    ...options.paragraphs,
    ...links.map((link) => `• ${link.label}: ${link.url}`),
    '',
    `${options.action.label}: ${options.action.url}`,
    '',
    options.footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1b1a;line-height:1.5">
<p>${escapeHtml(options.greeting)}</p>
${options.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${links.length > 0 ? `<ul>${links.map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`).join('')}</ul>` : ''}
<p><a href="${escapeHtml(options.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#0f766e;color:#fff;text-decoration:none">${escapeHtml(options.action.label)}</a></p>
<p style="font-size:13px;color:#57534e">${escapeHtml(options.action.url)}</p>
<p style="font-size:13px;color:#57534e">${escapeHtml(options.footer)}</p>
</body></html>`;
  return { to: options.to, subject: options.subject, text, html };
};
