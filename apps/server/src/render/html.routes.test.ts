import { describe, expect, it } from 'vitest';
import { expectStatus, testAppPerFile } from '../test/app.js';
import { echoWeb } from '../test/echo-web.js';

// One app for the file: every test only reads.
const ctx = testAppPerFile({ PUBLIC_ORIGIN: 'https://example.com' }, { web: echoWeb });

const get = (url: string, host = 'example.com') =>
  ctx.app.inject({ method: 'GET', url, headers: { host } });

describe('pages on the public host', () => {
  it('renders public pages on the server, with their status', async () => {
    const home = await get('/');
    expectStatus(home, 200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body).toBe('public / Your Name');
    const missing = await get('/no-such-page');
    expectStatus(missing, 404);
    expect(missing.body).toBe('public /no-such-page Your Name');
  });

  it('redirects letter-case and trailing-slash variants to the canonical path', async () => {
    const upper = await get('/About');
    expectStatus(upper, 301);
    expect(upper.headers.location).toBe('/about');
    const slash = await get('/about/?ref=x');
    expectStatus(slash, 301);
    expect(slash.headers.location).toBe('/about?ref=x');
  });

  it('keeps API answers in the error shape, and pages only for GET', async () => {
    const api = await get('/api/nothing');
    expectStatus(api, 404);
    expect(api.json().code).toBe('NOT_FOUND');
    const post = await ctx.app.inject({ method: 'POST', url: '/about' });
    expectStatus(post, 404);
    expect(post.json().code).toBe('NOT_FOUND');
  });
});

describe('pages on the admin host', () => {
  it('serves the admin app at / and under /Admin, marked noindex', async () => {
    for (const url of ['/', '/Admin', '/Admin/project']) {
      const res = await get(url, 'admin.example.com');
      expectStatus(res, 200);
      expect(res.body).toBe('admin Your Name');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('sends the public pages to the public host', async () => {
    const res = await get('/projects', 'admin.example.com');
    expectStatus(res, 302);
    expect(res.headers.location).toBe('https://example.com/projects');
    const filtered = await get('/projects?tag=rust', 'admin.example.com');
    expect(filtered.headers.location).toBe('https://example.com/projects?tag=rust');
  });

  it('answers an unknown path with 404 and lets the app say so', async () => {
    const res = await get('/nothing', 'admin.example.com:3000');
    expectStatus(res, 404);
    expect(res.body).toBe('admin Your Name');
  });
});
