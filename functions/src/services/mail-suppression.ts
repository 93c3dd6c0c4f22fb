/**
 * The mail suppression list: addresses SES reported as bouncing for good or as complaining (the
 * recipient pressed "spam"). SES publishes those events through the configuration set every mail
 * is sent with, to EventBridge's default bus; a rule hands them to the auth function, which
 * records each address here (`handleSesEvent`). `sendMail` asks `suppressionOf` before every send
 * and sends nothing to a suppressed address: mail to dead or unwilling addresses is what pushes an
 * SES account's bounce rate (> 5 %) or complaint rate (> 0.1 %) into review or suspension.
 *
 * Only permanent bounces and complaints count. Transient bounces (a full mailbox, a server that
 * is down) and undetermined ones are ignored: SES has retried them already, and the next mail
 * may well arrive. An entry stays until someone deletes it (as SES's own suppression list does).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EventBridgeEvent } from 'aws-lambda';
import * as v from 'valibot';
import { db, tableName } from '../db/client';
import { mailSuppressionKey } from '../db/keys';
import { logger } from './log';

/** The EventBridge source of SES's events. */
export const SES_EVENT_SOURCE = 'aws.ses';
/** The detail types of the events that suppress an address (the infra rule matches these). */
export const SES_SUPPRESSING_DETAIL_TYPES = ['Email Bounced', 'Email Complaint Received'] as const;

export type SuppressionReason = 'bounce' | 'complaint';

export interface MailSuppression {
  email: string;
  reason: SuppressionReason;
  /** What SES said: the bounce's type and subtype, or the complaint's feedback type. */
  detail: string;
  /** When the bounce or complaint happened (ISO 8601). */
  suppressedAt: string;
}

const Recipients = v.array(v.object({ emailAddress: v.string() }));
const MailOfEvent = v.optional(v.object({ messageId: v.optional(v.string()) }));

/** The `detail` of SES's "Email Bounced" / "Email Complaint Received" events (the fields used here). */
const SesEventDetail = v.variant('eventType', [
  v.object({
    eventType: v.literal('Bounce'),
    bounce: v.object({
      bounceType: v.string(),
      bounceSubType: v.optional(v.string()),
      bouncedRecipients: Recipients,
      timestamp: v.optional(v.string()),
    }),
    mail: MailOfEvent,
  }),
  v.object({
    eventType: v.literal('Complaint'),
    complaint: v.object({
      complainedRecipients: Recipients,
      complaintFeedbackType: v.optional(v.string()),
      timestamp: v.optional(v.string()),
    }),
    mail: MailOfEvent,
  }),
]);

/** `Ann <Ann@Example.com>` or ` ann@example.com ` → `ann@example.com`. */
export const normalizeEmailAddress = (mailbox: string): string =>
  (/<([^>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim().toLowerCase();

/** The suppressions an SES event calls for: none for a transient or undetermined bounce. */
export const suppressionsOf = (event: EventBridgeEvent<string, unknown>): MailSuppression[] => {
  const parsed = v.safeParse(SesEventDetail, event.detail);
  if (!parsed.success) {
    // Thrown: the event lands in the failure queue, whose alarm makes someone look at it.
    throw new Error(
      `Unreadable SES "${event['detail-type']}" event ${event.id}: ${v.summarize(parsed.issues)}`,
    );
  }
  const detail = parsed.output;
  if (detail.eventType === 'Bounce') {
    const { bounce } = detail;
    if (bounce.bounceType !== 'Permanent') return [];
    return bounce.bouncedRecipients.map((recipient) => ({
      email: normalizeEmailAddress(recipient.emailAddress),
      reason: 'bounce',
      detail: [bounce.bounceType, bounce.bounceSubType].filter(Boolean).join('/'),
      suppressedAt: bounce.timestamp ?? event.time,
    }));
  }
  const { complaint } = detail;
  return complaint.complainedRecipients.map((recipient) => ({
    email: normalizeEmailAddress(recipient.emailAddress),
    reason: 'complaint',
    detail: complaint.complaintFeedbackType ?? 'complaint',
    suppressedAt: complaint.timestamp ?? event.time,
  }));
};

/**
 * Records the addresses of a permanent bounce or a complaint as suppressed. Other SES events are
 * ignored (the rule sends only these two kinds); an unreadable one throws, so it is not lost.
 */
export const handleSesEvent = async (
  event: EventBridgeEvent<string, unknown>,
): Promise<{ suppressed: number } | { ignored: string }> => {
  if (
    event.source !== SES_EVENT_SOURCE ||
    !(SES_SUPPRESSING_DETAIL_TYPES as readonly string[]).includes(event['detail-type'])
  ) {
    logger.info('SES event ignored', { source: event.source, detailType: event['detail-type'] });
    return { ignored: event['detail-type'] };
  }
  const suppressions = suppressionsOf(event);
  await Promise.all(
    suppressions.map((suppression) =>
      db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...mailSuppressionKey(suppression.email), ...suppression },
        }),
      ),
    ),
  );
  logger.info(suppressions.length > 0 ? 'Addresses suppressed' : 'Bounce not permanent: nothing suppressed', {
    detailType: event['detail-type'],
    suppressed: suppressions.map(({ reason, detail }) => ({ reason, detail })),
  });
  return { suppressed: suppressions.length };
};

/** The suppression of an address, if it has one. */
export const suppressionOf = async (email: string): Promise<MailSuppression | undefined> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: mailSuppressionKey(normalizeEmailAddress(email)) }),
  );
  if (!Item) return undefined;
  const { email: address, reason, detail, suppressedAt } = Item as MailSuppression;
  return { email: address, reason, detail, suppressedAt };
};

export const isSuppressed = async (email: string): Promise<boolean> =>
  (await suppressionOf(email)) !== undefined;
