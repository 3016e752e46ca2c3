import { brotliDecompressSync } from 'node:zlib';
import { apiPaths, ENGLISH_SERVER_TEXTS, type Project } from '@portfolio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebFactory } from '../render/web-renderer.js';
import { createTestContext, expectStatus, type TestContext } from '../test/app.js';
import {
  addCertificate,
  addProject,
  addQuote,
  addResume,
  putProfile,
  seedProject,
  toggleStatus,
} from '../test/content.js';

let ctx: TestContext;
let token: string;
let renders: number;

/** A renderer that counts its renders and shows the projects it was given. */
const countingWeb: WebFactory = async () => ({
  publicPage: async (pathname, data) => {
    renders += 1;
    return {
      status: pathname === '/projects' ? 200 : 404,
      body: `<h1>${(data.projects ?? []).map((p) => p.title).join(',')}</h1>`,
    };
  },
  texts: async () => ENGLISH_SERVER_TEXTS,
  adminShell: async () => '<div id="root"></div>',
  scriptHashes: ['sha256-Ym9vdA=='],
  close: async () => {},
});

beforeEach(async () => {
  renders = 0;
  ctx = await createTestContext({ PUBLIC_ORIGIN: 'https://example.com' }, { web: countingWeb });
  token = await ctx.openSession();
});
afterEach(() => ctx.close());

const list = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: apiPaths.projects.list, headers });
const page = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/projects', headers: { host: 'example.com', ...headers } });

describe('public answers', () => {
  it('are kept, validated by ETag, and sent compressed', async () => {
    await seedProject(ctx, token, { title: 'Kept' });
    const first = await list();
    expectStatus(first, 200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await list({ 'if-none-match': etag });
    expectStatus(again, 304);
    const compressed = await list({ 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(
      first.json(),
    );
  });

  it('show a change on the very next request', async () => {
    const kept = await seedProject(ctx, token, { title: 'First' });
    const before = await list();
    expect(before.json<Project[]>().map((p) => p.title)).toEqual(['First']);
    await addProject(ctx, token, { title: 'Second' });
    const after = await list({ 'if-none-match': String(before.headers.etag) });
    expectStatus(after, 200);
    expect(after.json<Project[]>().map((p) => p.title)).toEqual(['Second', 'First']);
    await toggleStatus(ctx, token, apiPaths.projects.status(kept._id));
    expect((await list()).json<Project[]>().map((p) => p.title)).toEqual(['Second']);
  });

  it('show a change of any public content on the very next request', async () => {
    const answer = async (method: 'GET' | 'POST', url: string) => {
      const res = await ctx.app.inject({ method, url });
      expectStatus(res, 200);
      return res.json();
    };
    const lists = async () => ({
      quotes: await answer('POST', apiPaths.quotes.list),
      certificates: await answer('POST', apiPaths.certificates.list),
      resumes: await answer('POST', apiPaths.resume.list),
      profile: await answer('GET', apiPaths.profile),
    });
    const before = await lists();
    const quote = await addQuote(ctx, token, 'Kept until it changes');
    expect((await lists()).quotes).toEqual([quote]);
    const certificate = await addCertificate(ctx, token);
    expect((await lists()).certificates).toEqual([certificate]);
    const resume = await addResume(ctx, token);
    expect((await lists()).resumes).toEqual([resume]);
    const profile = { ...before.profile, brandTitle: 'Changed' };
    await putProfile(ctx, token, profile);
    expect((await lists()).profile).toEqual(profile);
  });

  it('are never given to the Admin, who sees hidden content', async () => {
    const hidden = await seedProject(ctx, token, { title: 'Hidden' });
    await toggleStatus(ctx, token, apiPaths.projects.status(hidden._id));
    await list();
    const admin = await list(ctx.auth(token));
    expect(admin.json<Project[]>().map((p) => p.title)).toEqual(['Hidden']);
    expect((await list()).json()).toEqual([]);
  });
});

describe('rendered pages', () => {
  it('are rendered once per content version, and again after a change', async () => {
    await seedProject(ctx, token, { title: 'One' });
    for (let i = 0; i < 3; i++) expect((await page()).body).toBe('<h1>One</h1>');
    expect(renders).toBe(1);
    await addProject(ctx, token, { title: 'Two' });
    expect((await page()).body).toBe('<h1>Two,One</h1>');
    expect(renders).toBe(2);
    const etag = String((await page()).headers.etag);
    expectStatus(await page({ 'if-none-match': etag }), 304);
  });

  it('are not kept when they are a 404', async () => {
    for (let i = 0; i < 2; i++) {
      expectStatus(
        await ctx.app.inject({ method: 'GET', url: '/nope', headers: { host: 'example.com' } }),
        404,
      );
    }
    expect(renders).toBe(2);
  });

  it('carry a CSP without inline scripts, plugins, base or framing', async () => {
    const res = await page();
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(directives['script-src']).toBe("'self' 'sha256-Ym9vdA=='");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['base-uri']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['connect-src']).toBe(
      "'self' https://example.com http://admin.localhost:3000",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    const admin = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'admin.example.com' },
    });
    expect(admin.headers['content-security-policy']).toBe(csp);
  });
});
