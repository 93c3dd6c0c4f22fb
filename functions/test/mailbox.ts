/** Reads what the app sent through the SES stand-in (as a person reads their inbox). */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { inject } from 'vitest';
import { useMailTransport } from '../src/services/mail';

export interface SentMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

interface StoredMail {
  destination?: { to?: string[] };
  subject?: string;
  body?: { text?: string; html?: string };
}

/** Every message sent to `address`, oldest first. */
export const mailsTo = async (address: string): Promise<SentMail[]> => {
  const response = await fetch(`${inject('sesEndpoint')}/store`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails
    .filter((mail) => mail.destination?.to?.some((to) => to.toLowerCase().includes(address.toLowerCase())))
    .map((mail) => ({
      to: mail.destination?.to ?? [],
      subject: mail.subject ?? '',
      text: mail.body?.text ?? '',
      html: mail.body?.html ?? '',
    }));
};

/** The first link to `path` in a message's text. */
export const linkIn = (mail: SentMail, path: string): string => {
  const match = new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in "${mail.subject}"`);
  return match[0];
};

/**
 * Runs the e-mail outbox worker once over every message due (ADR 0017), as the local runtime's
 * poller does each second and the stream consumer in AWS: mail is no longer sent by the request
 * that causes it, so a test reads an inbox after this. `at` defaults to the server's clock.
 */
export const deliverPendingMail = async (at?: Date) => {
  const [{ deliverOutbox }, { now }] = await Promise.all([
    import('../src/workflows/outbox/deliver-outbox'),
    import('../src/services/clock'),
  ]);
  return deliverOutbox('due', at ?? now());
};

/** SES as if its endpoint refused connections: the real client, pointed at a closed port. */
const refusingSes = new SESv2Client({
  region: 'eu-central-1',
  endpoint: 'http://127.0.0.1:9',
  maxAttempts: 1,
});

/** From now on every send is refused, as by SES unreachable (`useMailTransport()` restores it). */
export const mailRefuses = () => useMailTransport((command) => refusingSes.send(command));
