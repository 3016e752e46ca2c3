import { apiPaths } from '@portfolio/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectStatus, testAppPerTest } from '../../test/app.js';
import { addQuote, notifications } from '../../test/content.js';

const ctx = testAppPerTest();
let token: string;
beforeEach(async () => {
  // Without a login: a login writes a notification, and these tests start from none.
  token = await ctx.openSession();
});

const list = () => notifications(ctx, token);
const send = (method: 'PATCH' | 'DELETE', url: string, ids: unknown) =>
  ctx.app.inject({ method, url, headers: ctx.auth(token), payload: { ids } });

describe('notifications', () => {
  it('answers every notification newest first, in the spec fields', async () => {
    await addQuote(ctx, token, 'First quote');
    ctx.clock.advance(1000);
    await addQuote(ctx, token, 'Second quote');
    const notes = await list();
    expect(notes.map((n) => n.notification_msg)).toEqual([
      'Quote "Second quote" posted',
      'Quote "First quote" posted',
    ]);
    expect(notes[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      notification_msg: 'Quote "Second quote" posted',
      action: 'Create',
      notification_date: ctx.clock.now.toISOString(),
      status: 'Success',
      isReaded: false,
    });
  });

  it('marks notifications read, idempotently', async () => {
    await addQuote(ctx, token, 'First quote');
    await addQuote(ctx, token, 'Second quote');
    const ids = (await list()).map((n) => n._id);
    const first = await send('PATCH', apiPaths.notifications.markRead, ids);
    expectStatus(first, 200);
    expect(first.json()).toEqual({ ids, count: 2 });
    const again = await send('PATCH', apiPaths.notifications.markRead, ids);
    expect(again.json()).toEqual({ ids, count: 0 });
    expect((await list()).every((n) => n.isReaded)).toBe(true);
  });

  it('refuses unknown and malformed ids, naming them, and changes nothing', async () => {
    await addQuote(ctx, token, 'First quote');
    const [known] = (await list()).map((n) => n._id);
    const unknown = 'a'.repeat(24);
    const res = await send('DELETE', apiPaths.notifications.delete, [known, unknown]);
    expectStatus(res, 400);
    expect(res.json().details).toEqual([
      { field: 'ids/1', message: `no notification has the id ${unknown}` },
    ]);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const url =
        method === 'PATCH' ? apiPaths.notifications.markRead : apiPaths.notifications.delete;
      const malformed = await send(method, url, [
        known,
        'nope',
        42,
        'A'.repeat(24),
        'x'.repeat(99),
      ]);
      expectStatus(malformed, 400);
      const notAnId = ' is not a notification id (24 hex characters)';
      expect(malformed.json()).toEqual({
        error: 'Some ids are not notification ids',
        code: 'VALIDATION_ERROR',
        details: [
          { field: 'ids/1', message: `"nope"${notAnId}` },
          { field: 'ids/2', message: `42${notAnId}` },
          { field: 'ids/3', message: `"${'A'.repeat(24)}"${notAnId}` },
          { field: 'ids/4', message: `"${'x'.repeat(38)}…${notAnId}` },
        ],
      });
    }
    const empty = await send('PATCH', apiPaths.notifications.markRead, []);
    expectStatus(empty, 400);
    const notes = await list();
    expect(notes.find((n) => n._id === known)?.isReaded).toBe(false);
  });

  it('deletes notifications', async () => {
    await addQuote(ctx, token, 'First quote');
    await addQuote(ctx, token, 'Second quote');
    const ids = (await list()).map((n) => n._id);
    const res = await send('DELETE', apiPaths.notifications.delete, ids);
    expect(res.json()).toEqual({ ids, count: 2 });
    expect(await list()).toEqual([]);
  });

  it("reports the Admin's change that fails before its handler, in the words of the answer", async () => {
    const auth = ctx.auth(token);
    const failures = [
      await ctx.app.inject({
        method: 'POST',
        url: apiPaths.quotes.add,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{"quote": ',
      }),
      await ctx.app.inject({
        method: 'POST',
        url: apiPaths.quotes.add,
        headers: { ...auth, 'content-type': 'application/xml' },
        payload: '<quote/>',
      }),
      await ctx.app.inject({
        method: 'DELETE',
        url: apiPaths.quotes.delete('nope'),
        headers: auth,
      }),
      await ctx.app.inject({
        method: 'PUT',
        url: apiPaths.profile,
        headers: auth,
        payload: { brandTitle: 'No other field' },
      }),
      await ctx.app.inject({
        method: 'PUT',
        url: apiPaths.profile,
        headers: auth,
        payload: { brandTitle: 'x'.repeat(2 * 1024 * 1024) },
      }),
    ];
    expect(failures.map((res) => res.statusCode)).toEqual([400, 415, 400, 400, 413]);
    expect(
      (await list()).map((n) => `${n.action} ${n.status}: ${n.notification_msg}`).sort(),
    ).toEqual([
      'Create Error: Could not create the quote: The body is not valid JSON',
      'Create Error: Could not create the quote: This Content-Type is not accepted here',
      'Delete Error: Could not delete the quote: The request is invalid',
      'Edit Error: Could not edit the profile: The request body is too large',
      'Edit Error: Could not edit the profile: The request is invalid',
    ]);
  });

  it('reports a failed change by the Admin, but never an anonymous attempt', async () => {
    await ctx.app.inject({
      method: 'DELETE',
      url: apiPaths.quotes.delete('b'.repeat(24)),
      headers: ctx.auth(token),
    });
    await ctx.app.inject({ method: 'DELETE', url: apiPaths.quotes.delete('b'.repeat(24)) });
    expect(await list()).toEqual([
      expect.objectContaining({
        action: 'Delete',
        status: 'Error',
        notification_msg: 'Could not delete the quote: No quote has this id',
      }),
    ]);
  });
});
