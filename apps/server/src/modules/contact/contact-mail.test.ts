import type { AddressInfo } from 'node:net';
import { apiPaths, NotificationAction } from '@portfolio/contract';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailConfig } from '../../config.js';
import { createTestContext, expectStatus, type TestContext } from '../../test/app.js';
import { servedFormToken, solvedProofOfWork } from '../../test/contact.js';
import { backoffMs, createContactMailer } from './contact-mailer.js';

/** A real SMTP server on loopback that keeps what it is given. */
interface Mailbox {
  port: number;
  mails: string[];
  close(): Promise<void>;
}

async function startMailbox(port = 0): Promise<Mailbox> {
  const mails: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nobody listens on: a mailbox started and closed again. */
async function freePort(): Promise<number> {
  const probe = await startMailbox();
  await probe.close();
  return probe.port;
}

const silent = { warn: () => {}, error: () => {} };
/** The site's cap of mails an hour in these tests. */
const MAILS_PER_HOUR = 2;

let ctx: TestContext;
let mailbox: Mailbox | undefined;
beforeEach(async () => {
  ctx = await createTestContext({
    CONTACT_MIN_FILL_SECONDS: '0',
    CONTACT_POW_MAX: '50',
    CONTACT_MAILS_PER_HOUR: String(MAILS_PER_HOUR),
  });
});
afterEach(async () => {
  await mailbox?.close();
  mailbox = undefined;
  await ctx.close();
});

/** A message through the JSON call, as the page's script sends it, from an address of its own. */
async function sendMessage(name = 'Ada Lovelace', address = '203.0.113.9'): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: apiPaths.contact.send,
    remoteAddress: address,
    payload: {
      name,
      email: 'ada@example.com',
      message: 'Shall we build an engine?',
      formToken: await servedFormToken(ctx, 0),
      altcha: await solvedProofOfWork(ctx),
    },
  });
  expectStatus(res, 200);
}

const outbox = () =>
  ctx.db.selectFrom('contact_outbox').select(['status', 'attempts', 'sent_at']).execute();

describe('contact mail', () => {
  it('is kept while SMTP is down, then mailed exactly once, even with two mailers at once', async () => {
    const port = await freePort();
    const mail: MailConfig = {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      to: 'owner@example.com',
      from: 'site@example.com',
    };
    const first = createContactMailer(ctx.app.deps, mail, silent);
    const second = createContactMailer(ctx.app.deps, mail, silent);
    try {
      await sendMessage();

      // SMTP is down: nothing is sent, the message stays, and the next try waits.
      expect(await first.runOnce()).toBe(0);
      expect(await outbox()).toEqual([{ status: 'pending', attempts: 1, sent_at: null }]);
      const notifications = await ctx.db
        .selectFrom('notifications')
        .select('action')
        .where('action', '=', NotificationAction.Message)
        .execute();
      expect(notifications).toHaveLength(1);
      // Not due yet: no instance tries before the backoff has passed.
      expect(await Promise.all([first.runOnce(), second.runOnce()])).toEqual([0, 0]);
      expect((await outbox())[0]?.attempts).toBe(1);

      // SMTP is back on the same port; the backoff passes; two mailers look at once.
      mailbox = await startMailbox(port);
      ctx.clock.advance(backoffMs(1));
      const sent = await Promise.all([first.runOnce(), second.runOnce()]);
      expect(sent.sort()).toEqual([0, 1]);
      expect(mailbox.mails).toHaveLength(1);
      expect(await outbox()).toMatchObject([{ status: 'sent', attempts: 2 }]);

      const [raw = ''] = mailbox.mails;
      expect(raw).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>$/m);
      expect(raw).toMatch(/^To: owner@example\.com$/m);
      expect(raw).toMatch(/^From: site@example\.com$/m);
      expect(raw).toMatch(/^Subject: Message from Ada Lovelace via your portfolio$/m);
      expect(raw).toContain('Shall we build an engine?');

      // Later runs find nothing to send.
      ctx.clock.advance(3600_000);
      expect(await Promise.all([first.runOnce(), second.runOnce()])).toEqual([0, 0]);
      expect(mailbox.mails).toHaveLength(1);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it('gives up after 10 tries and tells the owner; the message stays in the notifications', async () => {
    const mail: MailConfig = {
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      to: 'owner@example.com',
      from: 'owner@example.com',
    };
    const mailer = createContactMailer(ctx.app.deps, mail, silent);
    try {
      await sendMessage();
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect(await mailer.runOnce()).toBe(0);
        ctx.clock.advance(backoffMs(attempt));
      }
      expect(await outbox()).toEqual([{ status: 'failed', attempts: 10, sent_at: null }]);
      expect(await mailer.runOnce()).toBe(0);
      expect((await outbox())[0]?.attempts).toBe(10);
      const told = await ctx.db
        .selectFrom('notifications')
        .select(['status', 'message'])
        .where('action', '=', NotificationAction.Message)
        .orderBy('status')
        .execute();
      expect(told.map((n) => n.status)).toEqual(['Error', 'Success']);
      expect(told[0]?.message).toMatch(
        /^Could not mail the message from Ada Lovelace after 10 tries: /,
      );
    } finally {
      await mailer.stop();
    }
  });

  it('past the hourly cap keeps the messages but mails none of them, and tells the owner once', async () => {
    mailbox = await startMailbox();
    const mailer = createContactMailer(
      ctx.app.deps,
      {
        smtpUrl: `smtp://127.0.0.1:${mailbox.port}`,
        to: 'owner@example.com',
        from: 'owner@example.com',
      },
      silent,
    );
    try {
      // A flood from five addresses: every message is kept, two are mailed.
      for (let i = 1; i <= 5; i++) await sendMessage(`Sender ${i}`, `198.51.100.${i}`);
      expect(await mailer.runOnce()).toBe(MAILS_PER_HOUR);
      expect(mailbox.mails).toHaveLength(MAILS_PER_HOUR);
      const statuses = (await outbox()).map((row) => row.status).sort();
      expect(statuses).toEqual(['held', 'held', 'held', 'sent', 'sent']);
      const told = await ctx.db
        .selectFrom('notifications')
        .select(['status', 'message'])
        .where('action', '=', NotificationAction.Message)
        .execute();
      expect(told.filter((n) => n.status === 'Success')).toHaveLength(5);
      expect(told.filter((n) => n.status === 'Error')).toEqual([
        {
          status: 'Error',
          message: expect.stringMatching(
            /^More than 2 contact messages since \d\d:\d\d UTC: the ones until \d\d:\d\d UTC are kept here but not mailed/,
          ),
        },
      ]);
      // Held messages are never mailed; the next hour's are.
      ctx.clock.advance(3600_000);
      await sendMessage('Sender 6', '198.51.100.6');
      expect(await mailer.runOnce()).toBe(1);
      expect(mailbox.mails).toHaveLength(MAILS_PER_HOUR + 1);
      expect(mailbox.mails.at(-1)).toContain('Sender 6');
    } finally {
      await mailer.stop();
    }
  });

  it('backs off exponentially, up to an hour', () => {
    expect([1, 2, 3, 4, 12].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3600_000]);
  });
});
