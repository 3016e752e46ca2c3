import {
  apiPaths,
  contactTexts,
  DEFAULT_SETTINGS,
  NotificationAction,
  PAGE_DATA_ELEMENT_ID,
  type PublicPageData,
} from '@portfolio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, expectStatus, type TestContext } from '../../test/app.js';
import { sourceWeb } from '../../test/web.js';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({ CONTACT_MIN_FILL_SECONDS: '3' }, { web: sourceWeb });
});
afterEach(() => ctx.close());

const dataOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(
      html,
    )?.[1] ?? 'null',
  ) as PublicPageData;

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

/** The page's form posted as a browser without script posts it. */
const post = (fields: Record<string, string>, address = '203.0.113.9') =>
  ctx.app.inject({
    method: 'POST',
    url: '/contact',
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
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
    const token = await formToken();
    ctx.clock.advance(5_000);
    for (let i = 0; i < 3; i++) expectStatus(await post({ ...FIELDS, formToken: token }), 200);
    const limited = await post({ ...FIELDS, formToken: token });
    expectStatus(limited, 429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body).toContain(contactTexts.rateLimited);
    expect(await messages()).toHaveLength(3);
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
