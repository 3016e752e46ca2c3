import { apiPaths, type Notification } from '@portfolio/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../test/app.js';
import { addQuote, seedProject } from '../test/content.js';

const ctx = ownerAppPerTest();

/** A call as clients of the older implementation send it: JSON content type, nothing in the body. */
const postEmptyJson = (options: Omit<InjectOptions, 'payload'>) =>
  ctx.app.inject({
    ...options,
    headers: { ...options.headers, 'content-type': 'application/json' },
    payload: '',
  });

describe('a JSON body', () => {
  it('that is empty on the public list calls answers the lists', async () => {
    // The owner's answer also carries the case study's Markdown; a visitor's does not.
    const { caseStudy: _markdown, ...project } = await seedProject(ctx, ctx.token);
    const quote = await addQuote(ctx, ctx.token, 'An empty body still lists me');
    const projects = await postEmptyJson({ method: 'POST', url: apiPaths.projects.list });
    expectStatus(projects, 200);
    expect(projects.json()).toEqual([project]);
    const quotes = await postEmptyJson({ method: 'POST', url: apiPaths.quotes.list });
    expectStatus(quotes, 200);
    expect(quotes.json()).toEqual([quote]);
  });

  it('that is empty on the Admin calls lists and changes status', async () => {
    const quote = await addQuote(ctx, ctx.token, 'An empty body hides me');
    const list = await postEmptyJson({
      method: 'POST',
      url: apiPaths.notifications.list,
      headers: ctx.auth(ctx.token),
    });
    expectStatus(list, 200);
    expect(list.json<Notification[]>().map((n) => n.notification_msg)).toContain(
      'Quote "An empty body hides me" posted',
    );
    const status = await postEmptyJson({
      method: 'PATCH',
      url: apiPaths.quotes.status(quote._id),
      headers: ctx.auth(ctx.token),
    });
    expectStatus(status, 200);
    expect(status.json()).toMatchObject({ _id: quote._id, isActive: false });
  });

  it('that is not empty but malformed is refused with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.projects.list,
      headers: { 'content-type': 'application/json' },
      payload: '{"page": ',
    });
    expectStatus(res, 400);
    expect(res.json()).toEqual({ error: 'The body is not valid JSON', code: 'INVALID_JSON' });
  });
});
