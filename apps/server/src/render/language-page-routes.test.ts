import { apiPaths, caseStudyPath } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../test/app.js';
import { addProject } from '../test/content.js';
import { echoWeb } from '../test/echo-web.js';

// The public pages at another language's prefix are routes of their own (`/:language/about`);
// what those routes match that is no such page is answered as before, by the 404 handler.

const ctx = ownerAppPerTest({ PUBLIC_ORIGIN: 'https://example.com' }, { web: echoWeb });

const get = (url: string, host = 'example.com') =>
  ctx.app.inject({ method: 'GET', url, headers: { host } });

describe("a page at another language's prefix", () => {
  it('is the page in that language; a slug in capitals moves to its lower-case form there', async () => {
    const languages = { defaultLanguage: 'en', languages: ['en', 'pt'] };
    expectStatus(
      await ctx.app.inject({
        method: 'PUT',
        url: apiPaths.languages,
        headers: ctx.auth(ctx.token),
        payload: languages,
      }),
      200,
    );
    const about = await get('/pt/about');
    expectStatus(about, 200);
    expect(about.body).toBe('public /about Your Name');
    const project = await addProject(ctx, ctx.token, { title: 'Engine', case_study: '# How' });
    const upper = await get(`/pt${caseStudyPath(project.slug.toUpperCase())}`);
    expectStatus(upper, 301);
    expect(upper.headers.location).toBe(`/pt${caseStudyPath(project.slug)}`);

    // No language of the site: the 404 page, and the API's own 404 under /api.
    const none = await get('/xx/about');
    expectStatus(none, 404);
    expect(none.body).toBe('public /xx/about Your Name');
    const api = await get('/api/projects');
    expectStatus(api, 404);
    expect(api.json()).toEqual({ error: 'No route GET /api/projects', code: 'NOT_FOUND' });
    // The admin host has no public page at a prefix: its app's 404, as for any other path.
    const admin = await get('/pt/about', 'admin.example.com');
    expectStatus(admin, 404);
    expect(admin.body).toBe('admin Your Name');
  });
});
