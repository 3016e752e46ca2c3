import { NotificationAction } from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { MailConfig } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import { backgroundJob } from '../../lib/background-job.js';
import { notifyError } from '../notifications/notifications.service.js';
import {
  claimOutboxMail,
  dueOutboxIds,
  markOutboxFailed,
  markOutboxSent,
  type OutboxMail,
} from './contact.repository.js';

/** How often the loop looks for due mails. */
const INTERVAL_MS = 5_000;
/** How long a claim holds: far longer than one sending may take (its timeouts below). */
const CLAIM_MS = 10 * 60_000;
/** Tries before a mail is given up (the message stays in the notifications). */
const MAX_ATTEMPTS = 10;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 3600_000;
const BATCH = 20;

/** When to try again after `attempts` failed tries: 30 s, 1 min, 2 min, ... at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

export interface ContactMailer {
  /** Sends every due mail this instance can claim; answers how many it sent. */
  runOnce(): Promise<number>;
  /** Stops the loop and waits for a run in progress (a mail being sent) to finish. */
  stop(): Promise<void>;
}

function subjectOf(mail: OutboxMail): string {
  return `Message from ${mail.name} via your portfolio`;
}

/**
 * Mails the contact form's messages to the owner: From the configured sender, To the owner,
 * Reply-To the visitor. Each mail is claimed in one conditional statement before it is sent and
 * marked sent after, so instances that look at once never both send it; a failed try is retried
 * with exponential backoff. A claim lapses only if its instance stopped while sending (killed):
 * that mail may then go a second time, with the same Message-ID, which mail clients fold into one.
 */
export function createContactMailer(
  deps: Pick<AppDeps, 'db' | 'now'>,
  mail: MailConfig,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): ContactMailer & { start(): void } {
  // nodemailer loads with the first mail, so a site without SMTP never holds it in memory.
  let transport: Transporter | undefined;
  const transportOf = async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    transport ??= nodemailer.createTransport({
      url: mail.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return transport;
  };

  async function sendOne(id: string): Promise<boolean> {
    const now = deps.now();
    const claimed = await claimOutboxMail(deps.db, id, now, new Date(now.getTime() + CLAIM_MS));
    if (!claimed) return false;
    try {
      await (await transportOf()).sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: { name: claimed.name, address: claimed.email },
        subject: subjectOf(claimed),
        text: `${claimed.message}\n\n— ${claimed.name} <${claimed.email}>, ${claimed.created_at.toISOString()}`,
        messageId: `<${claimed.id}@contact.portfolio>`,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const giveUp = claimed.attempts >= MAX_ATTEMPTS;
      const at = deps.now();
      await markOutboxFailed(
        deps.db,
        id,
        reason,
        giveUp ? null : new Date(at.getTime() + backoffMs(claimed.attempts)),
      );
      log.warn({ err, attempts: claimed.attempts }, 'contact: could not mail a message');
      if (giveUp) {
        await notifyError(
          deps.db,
          NotificationAction.Message,
          `Could not mail the message from ${claimed.name} after ${claimed.attempts} tries: ${reason}`,
          at,
        );
      }
      return false;
    }
    await markOutboxSent(deps.db, id, deps.now());
    return true;
  }

  async function run(): Promise<number> {
    let sent = 0;
    for (const id of await dueOutboxIds(deps.db, deps.now(), BATCH)) {
      if (loop.stopped) break;
      if (await sendOne(id)) sent++;
    }
    return sent;
  }

  // One run at a time in an instance; another instance's runs are kept apart by the claims.
  const loop = backgroundJob(run, {
    delayMs: INTERVAL_MS,
    onError: (err) => log.error({ err }, 'contact: the mail loop failed'),
  });

  return {
    runOnce: loop.run,
    start: () => loop.start(),
    async stop() {
      await loop.stop();
      transport?.close();
    },
  };
}
