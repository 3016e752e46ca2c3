import { apiPaths, type Quote } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, listAs, ownerAppPerTest, ownerCall } from '../../test/app.js';
import { addQuote, contentState, notifications } from '../../test/content.js';

const ctx = ownerAppPerTest();

const list = (withToken?: string) => listAs<Quote>(ctx, apiPaths.quotes.list, withToken);
const toggle = (id: string) => ownerCall(ctx, 'PATCH', apiPaths.quotes.status(id));
const activeIds = async () => (await list(ctx.token)).filter((q) => q.isActive).map((q) => q._id);

describe('quotes', () => {
  it('trims the quote and makes the newest the only active one', async () => {
    const first = await addQuote(ctx, ctx.token, '  Stay hungry, stay foolish.  ');
    expect(first).toMatchObject({ quote: 'Stay hungry, stay foolish.', isActive: true });
    expect(first.posted_On).toBe(ctx.clock.now.toISOString());
    const second = await addQuote(ctx, ctx.token, 'Simplicity is prerequisite for reliability.');
    expect(await activeIds()).toEqual([second._id]);
    expect(await list()).toEqual([second]);
    expect((await list(ctx.token)).map((q) => q._id)).toEqual([second._id, first._id]);
  });

  it("takes an optional author, trimmed; without one the answer is the older client's", async () => {
    const post = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: apiPaths.quotes.add,
        headers: ctx.auth(ctx.token),
        payload,
      });
    const cited = await post({ quote: 'Premature optimisation is evil.', author: '  Knuth ' });
    expectStatus(cited, 200);
    expect(cited.json<Quote>()).toMatchObject({ author: 'Knuth', isActive: true });
    const own = await post({ quote: 'My own words here.', author: '   ' });
    expect(Object.keys(own.json<Quote>()).sort()).toEqual([
      '_id',
      'isActive',
      'posted_On',
      'quote',
    ]);
    const plain = await addQuote(ctx, ctx.token, 'Older clients send the quote alone.');
    expect(plain).not.toHaveProperty('author');
    expect((await list(ctx.token)).map((q) => q.author)).toEqual([undefined, undefined, 'Knuth']);
    const tooLong = await post({ quote: 'A quote long enough', author: 'x'.repeat(101) });
    expectStatus(tooLong, 400);
  });

  it('shows one quote at a time: showing one hides the others', async () => {
    const first = await addQuote(ctx, ctx.token, 'First quote');
    const second = await addQuote(ctx, ctx.token, 'Second quote');
    const shown = await toggle(first._id);
    expectStatus(shown, 200);
    expect(shown.json<Quote>().isActive).toBe(true);
    expect(await activeIds()).toEqual([first._id]);
    await toggle(first._id);
    expect(await activeIds()).toEqual([]);
    expect(await list()).toEqual([]);
    await toggle(second._id);
    expect(await activeIds()).toEqual([second._id]);
    expect(
      (await notifications(ctx, ctx.token))
        .slice(0, 3)
        .map((n) => [n.action, n.status, n.notification_msg]),
    ).toEqual([
      ['Status Update', 'Success', 'Quote "Second quote" shown'],
      ['Status Update', 'Success', 'Quote "First quote" hidden'],
      ['Status Update', 'Success', 'Quote "First quote" shown'],
    ]);
  });

  it("refuses the id 'undefined' that the older admin sends for a quote it posted in the same session", async () => {
    await addQuote(ctx, ctx.token, 'Posted in this session');
    const before = await list(ctx.token);
    for (const answer of [
      await toggle('undefined'),
      await ownerCall(ctx, 'DELETE', apiPaths.quotes.delete('undefined')),
    ]) {
      expectStatus(answer, 400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'id' }] });
    }
    expect(await list(ctx.token)).toEqual(before);
  });

  it('keeps one active quote when many are posted at once', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => addQuote(ctx, ctx.token, `Quote number ${i}`)),
    );
    expect(await activeIds()).toHaveLength(1);
    expect(await list(ctx.token)).toHaveLength(8);
  });

  it.each([
    ['exactly 5 characters', 'abcde'],
    ['exactly 500 characters', 'q'.repeat(500)],
    ['exactly 500 characters, some outside the BMP', `${'😀'.repeat(250)}${'q'.repeat(250)}`],
  ])('takes a quote of %s inside spaces and stores it trimmed', async (_name, text) => {
    const posted = await addQuote(ctx, ctx.token, `  \n ${text} \t `);
    expect(posted.quote).toBe(text);
    expect((await list()).map((q) => q.quote)).toEqual([text]);
  });

  it.each([
    ['4 characters', 'abcd'],
    ['4 characters inside spaces', '   abcd    '],
    ['only spaces', ' '.repeat(20)],
    ['501 characters', 'q'.repeat(501)],
    ['501 characters inside spaces', ` ${'q'.repeat(501)} `],
  ])('refuses a quote of %s and changes nothing', async (_name, quote) => {
    await addQuote(ctx, ctx.token, 'A quote already there');
    const before = await contentState(ctx);
    const res = await ownerCall(ctx, 'POST', apiPaths.quotes.add, { quote });
    expectStatus(res, 400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'quote' }] });
    const after = await contentState(ctx);
    // The one change allowed: the owner's notification that posting failed.
    expect({ ...after, tables: { ...after.tables, notifications: [] } }).toEqual({
      ...before,
      tables: { ...before.tables, notifications: [] },
    });
    expect(after.tables.notifications).toHaveLength((before.tables.notifications?.length ?? 0) + 1);
  });

  it('deletes a quote', async () => {
    const quote = await addQuote(ctx, ctx.token, 'To be deleted');
    const res = await ownerCall(ctx, 'DELETE', apiPaths.quotes.delete(quote._id));
    expect(res.json()).toEqual({ _id: quote._id, deleted: true });
    expect(await list(ctx.token)).toEqual([]);
    expect((await notifications(ctx, ctx.token))[0]).toMatchObject({
      action: 'Delete',
      status: 'Success',
      notification_msg: 'Quote "To be deleted" deleted',
    });
  });
});
