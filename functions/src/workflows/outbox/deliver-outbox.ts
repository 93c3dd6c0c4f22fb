/**
 * The outbox worker (ADR 0017): sends the messages given (a stream consumer's new items) or all
 * that are due (the sweep), each on its own — a failure of one never stops the others. A
 * `deleteFiles` message is not a mail: its objects are deleted instead (delete-files.ts).
 *
 * Per message: claim it (a conditional update, so two workers never send it at once; a message sent,
 * abandoned or not yet due is left alone), compose its mail from the records as they are now, send
 * it, then mark it sent (conditional: once). A failure records the attempt, the error's name (no
 * personal data) and a jittered exponential pause; after `OUTBOX_MAX_ATTEMPTS` it is abandoned and
 * logged as an error. Sending twice the same message id is a no-op: exactly one mail per message,
 * save a crash between SES accepting it and the mark (then the claim runs out and it is sent again).
 */
import { logger } from '../../services/log';
import { sendMail } from '../../services/mail';
import {
  claimOutboxMessage,
  dueOutboxMessageIds,
  getOutboxMessage,
  markOutboxMessageSent,
  OUTBOX_MAX_ATTEMPTS,
  type OutboxMessage,
  recordOutboxFailure,
  retryDelaySeconds,
} from '../../services/outbox';
import { deleteFilesOf } from './delete-files';
import { composeOutboxMail } from './outbox-mails';

/** How long a worker holds a message it is sending (well over a mail's timeout). */
const CLAIM_SECONDS = 120;

export interface DeliverySummary {
  /** Sent (a mail), or done (a `deleteFiles` message's objects deleted). */
  sent: number;
  /** Nothing to send any more (cancelled, left, gone): marked done without a mail. */
  dropped: number;
  /** Not sent; the attempt is recorded and the message will be tried again. */
  failed: number;
  /** Sent already, held by another worker, or not due yet. */
  skipped: number;
  /** Not even its failure could be recorded (the table failing): the caller should retry these. */
  unrecorded: string[];
}

type Outcome = Exclude<keyof DeliverySummary, 'unrecorded'>;

/** Does what the message asks: sends its mail (none left to send: dropped) or deletes its files. */
const carryOut = async (message: OutboxMessage, at: Date): Promise<'sent' | 'dropped'> => {
  if (message.kind === 'deleteFiles') {
    await deleteFilesOf(message.params.keys);
    return 'sent';
  }
  const mail = await composeOutboxMail(message, at);
  if (mail) await sendMail({ ...mail, outboxId: message.id });
  return mail ? 'sent' : 'dropped';
};

const deliverOne = async (id: string, at: Date): Promise<Outcome> => {
  if (!(await claimOutboxMessage(id, at, new Date(at.getTime() + CLAIM_SECONDS * 1000)))) return 'skipped';
  const message = await getOutboxMessage(id);
  if (!message) return 'skipped';
  try {
    const outcome = await carryOut(message, at);
    await markOutboxMessageSent(id, at);
    return outcome;
  } catch (error) {
    const attempts = message.attempts + 1;
    const abandon = attempts >= OUTBOX_MAX_ATTEMPTS;
    const name = error instanceof Error ? error.name : 'Error';
    await recordOutboxFailure(id, {
      error: name.slice(0, 100),
      at,
      nextAttemptAt: new Date(at.getTime() + retryDelaySeconds(attempts) * 1000),
      abandon,
    });
    const about = { outboxId: id, kind: message.kind, attempts, error: name };
    if (abandon) logger.error('Outbox message abandoned after its last attempt', about);
    else logger.warn('Outbox message not sent; will retry', about);
    return 'failed';
  }
};

/** Sends the messages `ids`, or every message due at `at` (`'due'`); what became of them. */
export const deliverOutbox = async (
  ids: readonly string[] | 'due',
  at: Date = new Date(),
): Promise<DeliverySummary> => {
  const targets = ids === 'due' ? await dueOutboxMessageIds(at) : [...new Set(ids)];
  const summary: DeliverySummary = { sent: 0, dropped: 0, failed: 0, skipped: 0, unrecorded: [] };
  for (const id of targets) {
    try {
      summary[await deliverOne(id, at)] += 1;
    } catch (error) {
      summary.unrecorded.push(id);
      logger.error('Outbox message failed and its failure was not recorded', { outboxId: id, error });
    }
  }
  return summary;
};
