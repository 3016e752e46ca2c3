import { randomBytes } from 'node:crypto';
import { apiPaths } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { publicAnswerKey } from '../../public-answers/public-answers.js';
import { expectStatus, testAppPerFile } from '../../test/app.js';
import { addResume, seedProject } from '../../test/content.js';

// One site for the file: a test that serves a file stores its own, the others ask for none.
const ctx = testAppPerFile();

describe('GET /media/*', () => {
  it('serves an image with immutable caching, nosniff and an ETag that answers 304', async () => {
    const project = await seedProject(ctx, await ctx.openSession());
    const url = new URL(project.project_image).pathname;
    const res = await ctx.app.inject({ method: 'GET', url });
    expectStatus(res, 200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-length': String(res.rawPayload.length),
    });
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expectStatus(again, 304);
    expect(again.body).toBe('');
  });

  it('sandboxes every media answer, images and the resume PDF, first read and kept alike', async () => {
    const token = await ctx.openSession();
    const project = await seedProject(ctx, token);
    const resume = await addResume(ctx, token);
    for (const url of [project.project_image, resume.resume_file, project.project_image]) {
      const res = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
      expectStatus(res, 200);
      expect(res.headers['content-security-policy']).toBe('sandbox');
    }
  });

  it('keeps media apart from the pages: a flood of big images evicts no kept answer', async () => {
    expectStatus(await ctx.app.inject({ method: 'GET', url: apiPaths.profile }), 200);
    const version = await ctx.app.publicAnswers.version.read();
    // inject() asks of localhost:80.
    const key = publicAnswerKey('GET', 'localhost:80', apiPaths.profile);
    const keptProfile = () => ctx.app.publicAnswers.answers.get(key, version);
    expect(keptProfile()).toBeDefined();
    // 18 images of just under the size media are kept in memory up to: more than the pages' budget.
    for (let i = 0; i < 18; i++) {
      const key = `images/${newId()}/960-${randomBytes(8).toString('hex')}.webp`;
      await ctx.storage.put(key, randomBytes(1000 * 1024), 'image/webp');
      expectStatus(await ctx.app.inject({ method: 'GET', url: `/media/${key}` }), 200);
    }
    expect(keptProfile()).toBeDefined();
  });

  it.each([
    '/media/images/nothing/960-0000000000000000.webp',
    '/media/images/x/page.html',
    '/media/images/%2e%2e/%2e%2e/portfolio.db',
    '/media/..%2f..%2fportfolio.db.webp',
    '/media/IMAGES/A.webp',
  ])('answers 404 in the error shape for %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expectStatus(res, 404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
