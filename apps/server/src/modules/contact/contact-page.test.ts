import {
  apiPaths,
  contactTexts,
  DEFAULT_SETTINGS,
  NotificationAction,
  PAGE_DATA_ELEMENT_ID,
  type PublicPageData,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, testAppPerTest } from '../../test/app.js';
import { sourceWeb } from '../../test/web.js';

const ctx = testAppPerTest({ CONTACT_MIN_FILL_SECONDS: '3' }, { web: sourceWeb });

const dataOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(
      html,
    )?.[1] ?? 'null',
  ) as PublicPageData;

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

/** The page's form posted as a browser without script posts it (with `origin`, if given). */
const post = (fields: Record<string, string>, address = '203.0.113.9', origin?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/contact',
    headers: {
      host: 'localhost',
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin === undefined ? {} : { origin }),
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: address,
  });

async function formToken(): Promise<string> {
  const page = await get('/contact');
  expectStatus(page, 200);
  const token = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
  if (!token) throw new Error('no form token in the page');
  return token;
}

/** The token of a form served and then filled in for a few seconds, as a person does. */
async function filled(): Promise<string> {
  const token = await formToken();
  ctx.clock.advance(5_000);
  return token;
}

const FIELDS = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Hello there',
  website: '',
};

async function messages() {
  return ctx.db
    .selectFrom('notifications')
    .select('message')
    .where('action', '=', NotificationAction.Message)
    .execute();
}

async function setEnabled(enabled: boolean) {
  const token = await ctx.openSession();
  expectStatus(
    await ctx.app.inject({
      method: 'PUT',
      url: apiPaths.settings,
      headers: ctx.auth(token),
      payload: { ...DEFAULT_SETTINGS, contactEnabled: enabled },
    }),
    200,
  );
}

describe('the contact page', () => {
  it('is rendered on the server with a fresh form token each time, never kept, out of the sitemap', async () => {
    const first = await get('/contact');
    expectStatus(first, 200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toContain('<title>Contact | Portfolio</title>');
    expect(first.body).toContain('<form action="/contact" method="post">');
    ctx.clock.advance(1_000);
    const second = await get('/contact');
    expect(dataOf(second.body).contact?.formToken).not.toBe(dataOf(first.body).contact?.formToken);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).not.toContain('/contact');
  });

  it('is linked from every page’s footer, and not from the navigation', async () => {
    const home = await get('/');
    const footer = /<footer[\s\S]*<\/footer>/.exec(home.body)?.[0] ?? '';
    const nav = /<nav[\s\S]*?<\/nav>/.exec(home.body)?.[0] ?? '';
    expect(footer).toContain('href="/contact"');
    expect(nav).not.toContain('/contact');
  });

  it('takes the form posted without script and answers the page saying it was sent', async () => {
    const token = await formToken();
    ctx.clock.advance(5_000);
    const res = await post({ ...FIELDS, formToken: token });
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(contactTexts.sent);
    expect(dataOf(res.body).contact?.result).toEqual({ sent: true, message: contactTexts.sent });
    expect(await messages()).toEqual([
      { message: 'Message from Ada Lovelace <ada@example.com>: Hello there' },
    ]);
  });

  it('answers a refusal with its status, the reason and the fields refilled, storing nothing', async () => {
    const token = await formToken();
    const tooFast = await post({ ...FIELDS, formToken: token });
    expectStatus(tooFast, 400);
    expect(tooFast.body).toContain(contactTexts.tooFast);
    expect(dataOf(tooFast.body).contact?.values).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Hello there',
    });
    ctx.clock.advance(5_000);
    const trap = await post({ ...FIELDS, website: 'spam', formToken: token });
    expectStatus(trap, 400);
    expect(trap.body).toContain(contactTexts.honeypot);
    const injected = await post({
      ...FIELDS,
      email: 'a@example.com\r\nBcc: b@example.com',
      formToken: token,
    });
    expectStatus(injected, 400);
    expect(await messages()).toEqual([]);
  });

  it('limits a form without script to 3 messages an hour from one address', async () => {
    for (let i = 0; i < 3; i++)
      expectStatus(await post({ ...FIELDS, formToken: await filled() }), 200);
    const limited = await post({ ...FIELDS, formToken: await filled() });
    expectStatus(limited, 429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body).toContain(contactTexts.rateLimited);
    expect(await messages()).toHaveLength(3);
    // Another address is counted apart; an hour later the first may write again.
    expectStatus(await post({ ...FIELDS, formToken: await filled() }, '198.51.100.7'), 200);
    ctx.clock.advance(3600_000);
    expectStatus(await post({ ...FIELDS, formToken: await filled() }), 200);
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a::',
    ]) {
      expectStatus(await post({ ...FIELDS, formToken: await filled() }, address), 200);
    }
    const limited = await post({ ...FIELDS, formToken: await filled() }, '2001:db8:1:2::99');
    expectStatus(limited, 429);
    expectStatus(await post({ ...FIELDS, formToken: await filled() }, '2001:db8:1:3::1'), 200);
    expect(await messages()).toHaveLength(4);
  });

  it('takes each served form once: posted again, it is refused and stores nothing', async () => {
    const token = await filled();
    expectStatus(await post({ ...FIELDS, formToken: token }), 200);
    const again = await post({ ...FIELDS, message: 'Once more', formToken: token }, '198.51.100.7');
    expectStatus(again, 409);
    expect(again.body).toContain(contactTexts.formUsed);
    // The page answered carries a new form, which sends.
    const fresh = /name="formToken" value="([^"]+)"/.exec(again.body)?.[1] ?? '';
    ctx.clock.advance(5_000);
    expectStatus(await post({ ...FIELDS, formToken: fresh }, '198.51.100.7'), 200);
    expect(await messages()).toHaveLength(2);
  });

  it("refuses a form posted from another site's page, and shows none of its fields back", async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const res = await post(
        { ...FIELDS, message: 'Your account is blocked: call 555-0100', formToken: await filled() },
        '203.0.113.9',
        origin,
      );
      expectStatus(res, 403);
      expect(res.body).toContain(contactTexts.foreignOrigin);
      expect(res.body).not.toContain('555-0100');
      expect(dataOf(res.body).contact?.values).toBeUndefined();
    }
    expect(await messages()).toEqual([]);
    // This site's own page, and a browser that sends no Origin at all.
    expectStatus(
      await post({ ...FIELDS, formToken: await filled() }, '203.0.113.9', 'http://localhost'),
      200,
    );
    expectStatus(await post({ ...FIELDS, formToken: await filled() }), 200);
    expect(await messages()).toHaveLength(2);
  });

  it('refuses a posted form of 1 MB with 413, storing nothing', async () => {
    const token = await formToken();
    ctx.clock.advance(5_000);
    const res = await post({ ...FIELDS, message: 'x'.repeat(1024 * 1024), formToken: token });
    expectStatus(res, 413);
    expect(await messages()).toEqual([]);
  });

  it('is a 404, with no footer link, while the owner has the form off', async () => {
    const token = await formToken();
    ctx.clock.advance(5_000);
    await setEnabled(false);
    const page = await get('/contact');
    expectStatus(page, 404);
    expect(page.body).not.toContain('name="formToken"');
    expect(dataOf(page.body).contactEnabled).toBe(false);
    expect((await get('/')).body).not.toContain('href="/contact"');
    expectStatus(await post({ ...FIELDS, formToken: token }), 404);
    expect(await messages()).toEqual([]);
    await setEnabled(true);
    expect((await get('/')).body).toContain('href="/contact"');
  });
});
