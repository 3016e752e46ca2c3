import {
  apiPaths,
  type ContactMessageBody,
  contactTexts,
  DEFAULT_SETTINGS,
  ErrorCode,
  type Notification,
  NotificationAction,
} from '@portfolio/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { expectStatus, testAppPerTest } from '../../test/app.js';
import { contactChallenge, servedFormToken, solvedProofOfWork } from '../../test/contact.js';
import { loadContactPage } from './contact.service.js';

const ctx = testAppPerTest({ CONTACT_POW_MAX: '50', CONTACT_MIN_FILL_SECONDS: '3' });

const FIELDS = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello!\nLet us talk.' };

/** A form token as the page serves it, then the minimum fill time passed. */
const formToken = (waitMs?: number) => servedFormToken(ctx, waitMs);
const challenge = () => contactChallenge(ctx);
const proofOfWork = () => solvedProofOfWork(ctx);

const send = (
  body: Partial<ContactMessageBody> | string,
  address = '203.0.113.9',
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.contact.send,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: address,
  });

async function stored() {
  const notifications = await ctx.db
    .selectFrom('notifications')
    .select(['action', 'message', 'status'])
    .where('action', '=', NotificationAction.Message)
    .execute();
  const outbox = await ctx.db.selectFrom('contact_outbox').selectAll().execute();
  return { notifications, outbox };
}

async function expectNothingStored() {
  const { notifications, outbox } = await stored();
  expect(notifications).toEqual([]);
  expect(outbox).toEqual([]);
}

describe('contact message', () => {
  it('is stored as a Message notification and queued for mail, in one go', async () => {
    const res = await send({
      ...FIELDS,
      formToken: await formToken(),
      altcha: await proofOfWork(),
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({ sent: true, formToken: expect.stringMatching(/^\d+\./) });
    const { notifications, outbox } = await stored();
    expect(notifications).toEqual([
      {
        action: 'Message',
        status: 'Success',
        message: 'Message from Ada Lovelace <ada@example.com>: Hello!\nLet us talk.',
      },
    ]);
    expect(outbox).toMatchObject([{ ...FIELDS, status: 'pending', attempts: 0, sent_at: null }]);
    // The owner sees it in the spec's list.
    const token = await ctx.openSession();
    const list = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.notifications.list,
      headers: ctx.auth(token),
    });
    const [shown] = list.json<Notification[]>().filter((n) => n.action === 'Message');
    expect(shown?.replyTo).toBe('ada@example.com');
  });

  it('without a proof-of-work is refused: only the page without script sends none, as a form', async () => {
    const res = await send({ ...FIELDS, formToken: await formToken() });
    expectStatus(res, 400);
    expect(res.json().error).toBe(contactTexts.proofOfWork);
    await expectNothingStored();
  });

  it('keeps a long message whole in the notification', async () => {
    const message = `${'A long message. '.repeat(312)}End`.slice(0, 5_000);
    expectStatus(
      await send({ ...FIELDS, message, formToken: await formToken(), altcha: await proofOfWork() }),
      200,
    );
    const { notifications } = await stored();
    expect(notifications[0]?.message).toBe(
      `Message from Ada Lovelace <ada@example.com>: ${message}`,
    );
  });

  it('with a proof-of-work meets a limit of 10 an hour per address', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await send({
        ...FIELDS,
        formToken: await formToken(),
        altcha: await proofOfWork(),
      });
      expectStatus(res, 200);
    }
    const refused = await send({
      ...FIELDS,
      formToken: await formToken(),
      altcha: await proofOfWork(),
    });
    expectStatus(refused, 429);
    expect((await stored()).outbox).toHaveLength(10);
  });
});

describe('a harvested form token', () => {
  it('sends one message, however many addresses send it; the answer carries the next token', async () => {
    const token = await formToken();
    const first = await send({ ...FIELDS, formToken: token, altcha: await proofOfWork() });
    expectStatus(first, 200);
    for (const address of ['198.51.100.1', '198.51.100.2', '2001:db8::1']) {
      const again = await send(
        { ...FIELDS, formToken: token, altcha: await proofOfWork() },
        address,
      );
      expectStatus(again, 409);
      expect(again.json()).toEqual({ error: contactTexts.formUsed, code: ErrorCode.CONFLICT });
    }
    expect((await stored()).outbox).toHaveLength(1);
    // The page's script writes again with the token of the answer, once the fill time passed.
    const next = first.json<{ formToken: string }>().formToken;
    ctx.clock.advance(5_000);
    expectStatus(await send({ ...FIELDS, formToken: next, altcha: await proofOfWork() }), 200);
    expect((await stored()).outbox).toHaveLength(2);
  });
});

describe("a message sent from another site's page", () => {
  it('is refused with 403, and one from this site or an origin it lists is taken', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example']) {
      const res = await send(
        { ...FIELDS, formToken: await formToken(), altcha: await proofOfWork() },
        '203.0.113.9',
        { origin },
      );
      expectStatus(res, 403);
      expect(res.json()).toEqual({ error: contactTexts.foreignOrigin, code: ErrorCode.FORBIDDEN });
    }
    await expectNothingStored();
    // The request's own origin (inject's Host is localhost:80), and the site's configured ones.
    for (const origin of ['http://localhost:80', ctx.config.publicOrigin, ctx.config.adminOrigin]) {
      const res = await send(
        { ...FIELDS, formToken: await formToken(), altcha: await proofOfWork() },
        '203.0.113.9',
        { origin },
      );
      expectStatus(res, 200);
    }
  });
});

describe('contact refusals: 4xx, nothing stored', () => {
  it('the honeypot filled', async () => {
    const res = await send({
      ...FIELDS,
      website: 'https://spam.example',
      formToken: await formToken(),
    });
    expectStatus(res, 400);
    expect(res.json().error).toBe(contactTexts.honeypot);
    await expectNothingStored();
  });

  it('sent faster than a person fills the form', async () => {
    const res = await send({ ...FIELDS, formToken: await formToken(1_000) });
    expectStatus(res, 400);
    expect(res.json().error).toBe(contactTexts.tooFast);
    await expectNothingStored();
  });

  it('a form served too long ago, or a forged form token', async () => {
    const old = await send({ ...FIELDS, formToken: await formToken(3 * 3600_000) });
    expectStatus(old, 400);
    expect(old.json().error).toBe(contactTexts.formExpired);
    const token = await formToken();
    const [issued] = token.split('.');
    for (const forged of [`${Number(issued) - 60_000}.${token.split('.')[1]}`, `${issued}.`]) {
      const res = await send({ ...FIELDS, formToken: forged });
      expectStatus(res, 400);
      expect(res.json().error).toBe(contactTexts.badForm);
    }
    // Not even the shape of a token: the schema refuses it.
    const shapeless = await send({ ...FIELDS, formToken: 'x' });
    expectStatus(shapeless, 400);
    expect(shapeless.json().details).toEqual([expect.objectContaining({ field: 'formToken' })]);
    await expectNothingStored();
  });

  it('a forged proof-of-work', async () => {
    const token = await formToken();
    const issued = await challenge();
    const solution = await solveChallenge({ challenge: issued, deriveKey });
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const forgeries = [
      Buffer.from('not json').toString('base64'),
      encode({ challenge: issued, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
      encode({
        challenge: { ...issued, parameters: { ...issued.parameters, cost: 2 } },
        solution,
      }),
      encode({ challenge: { ...issued, signature: 'ff'.repeat(32) }, solution }),
    ];
    for (const altcha of forgeries) {
      const res = await send({ ...FIELDS, formToken: token, altcha });
      expectStatus(res, 400);
      expect(res.json().error).toBe(contactTexts.proofOfWork);
    }
    await expectNothingStored();
  });

  it('a proof-of-work used twice', async () => {
    const token = await formToken();
    const altcha = await proofOfWork();
    expectStatus(await send({ ...FIELDS, formToken: token, altcha }), 200);
    const replay = await send({ ...FIELDS, formToken: token, altcha }, '198.51.100.7');
    expectStatus(replay, 409);
    expect(replay.json().error).toBe(contactTexts.proofOfWorkUsed);
    expect((await stored()).outbox).toHaveLength(1);
  });

  it('a proof-of-work whose challenge expired', async () => {
    const altcha = await proofOfWork();
    ctx.clock.advance(11 * 60_000);
    const page = await loadContactPage(ctx.app.deps);
    ctx.clock.advance(5_000);
    const res = await send({ ...FIELDS, formToken: page?.formToken ?? '', altcha });
    expectStatus(res, 400);
    await expectNothingStored();
  });

  it('CR or LF in the name or the address (mail header injection)', async () => {
    const token = await formToken();
    for (const fields of [
      { name: 'Eve\r\nBcc: victim@example.com' },
      { name: 'Eve\nX: y' },
      { email: 'eve@example.com\r\nBcc: victim@example.com' },
      { email: 'eve@example.com\nBcc: x@example.com' },
    ]) {
      const res = await send({ ...FIELDS, ...fields, formToken: token });
      expectStatus(res, 400);
      expect(res.json().code).toBe(ErrorCode.VALIDATION_ERROR);
    }
    await expectNothingStored();
  });

  it('bad fields, each named', async () => {
    const token = await formToken();
    const res = await send({ name: ' ', email: 'not-an-address', message: ' ', formToken: token });
    expectStatus(res, 400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual([
      'name',
      'email',
      'message',
    ]);
    const long = await send({ ...FIELDS, message: 'x'.repeat(5_001), formToken: token });
    expectStatus(long, 400);
    await expectNothingStored();
  });

  it('a message of 1 MB: 413 before it is read', async () => {
    const res = await send({
      ...FIELDS,
      message: 'x'.repeat(1024 * 1024),
      formToken: await formToken(),
    });
    expectStatus(res, 413);
    expect(res.json().code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    await expectNothingStored();
  });
});

describe('contact setting', () => {
  const putSettings = (token: string, contactEnabled: boolean) =>
    ctx.app.inject({
      method: 'PUT',
      url: apiPaths.settings,
      headers: ctx.auth(token),
      payload: { ...DEFAULT_SETTINGS, contactEnabled },
    });

  it('is one of the owner’s settings: off, the calls are 404; on again, they answer', async () => {
    const token = await ctx.openSession();
    const read = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.settings,
      headers: ctx.auth(token),
    });
    expect(read.json()).toMatchObject({ contactEnabled: true });
    const formTokenBefore = await formToken();
    const off = await putSettings(token, false);
    expectStatus(off, 200);
    expect(off.json()).toMatchObject({ contactEnabled: false });
    expect(await loadContactPage(ctx.app.deps)).toBeUndefined();
    expectStatus(await ctx.app.inject({ method: 'GET', url: apiPaths.contact.challenge }), 404);
    expectStatus(await send({ ...FIELDS, formToken: formTokenBefore }), 404);
    await expectNothingStored();
    expectStatus(await putSettings(token, true), 200);
    expectStatus(
      await send({ ...FIELDS, formToken: formTokenBefore, altcha: await proofOfWork() }),
      200,
    );
  });
});
