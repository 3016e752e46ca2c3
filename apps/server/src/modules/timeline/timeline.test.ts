import { apiPaths, type TimelineEntry } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, listAs, ownerAppPerTest, ownerCall } from '../../test/app.js';
import {
  addTimelineEntry,
  contentState,
  expectNothingStored,
  notifications,
  TIMELINE_ENTRY,
} from '../../test/content.js';

const ctx = ownerAppPerTest();

const list = (withToken?: string) =>
  listAs<TimelineEntry>(ctx, apiPaths.timeline.list, withToken, 'GET');
const order = (ids: string[]) => ownerCall(ctx, 'PUT', apiPaths.timeline.order, { ids });
const titles = (entries: TimelineEntry[]) => entries.map((entry) => entry.organisation);

describe('timeline', () => {
  it('adds an entry with its summary rendered, lists it, and tells the owner', async () => {
    const added = await addTimelineEntry(ctx, ctx.token);
    expect(added).toMatchObject({
      ...TIMELINE_ENTRY,
      summaryHtml: '<p>Built the <strong>billing</strong> service.</p>\n',
      createdAt: ctx.clock.now.toISOString(),
    });
    expect(await list()).toEqual([added]);
    expect(await list(ctx.token)).toEqual([added]);
    expect((await notifications(ctx, ctx.token))[0]).toMatchObject({
      action: 'Create',
      status: 'Success',
      notification_msg: 'Timeline entry "Backend engineer, Acme Corp" created',
    });
  });

  it('takes the optional fields left out: no place, ongoing, no summary, no link, visible', async () => {
    const res = await ownerCall(ctx, 'POST', apiPaths.timeline.add, {
      kind: 'education',
      role: '  BSc Computer Science ',
      organisation: 'University of Lisbon',
      start: '2015',
    });
    expectStatus(res, 200);
    expect(res.json<TimelineEntry>()).toMatchObject({
      kind: 'education',
      role: 'BSc Computer Science',
      place: '',
      end: null,
      summary: '',
      summaryHtml: '',
      link: '',
      visible: true,
    });
  });

  it('edits an entry whole, in place, and keeps its order', async () => {
    const first = await addTimelineEntry(ctx, ctx.token, { organisation: 'First' });
    const second = await addTimelineEntry(ctx, ctx.token, { organisation: 'Second' });
    ctx.clock.advance(60_000);
    const res = await ownerCall(ctx, 'PUT', apiPaths.timeline.edit(first._id), {
      ...TIMELINE_ENTRY,
      organisation: 'First, renamed',
      end: '2023',
      summary: 'Now with a [link](https://example.com).',
      link: '',
    });
    expectStatus(res, 200);
    const edited = res.json<TimelineEntry>();
    expect(edited).toMatchObject({
      _id: first._id,
      organisation: 'First, renamed',
      end: '2023',
      link: '',
      createdAt: first.createdAt,
      updatedAt: ctx.clock.now.toISOString(),
    });
    expect(edited.summaryHtml).toBe(
      '<p>Now with a <a href="https://example.com" rel="noopener noreferrer">link</a>.</p>\n',
    );
    expect(titles(await list())).toEqual(['Second', 'First, renamed']);
    expect(second._id).not.toBe(first._id);
    expect((await notifications(ctx, ctx.token))[0]?.notification_msg).toBe(
      'Timeline entry "Backend engineer, First, renamed" edited',
    );
  });

  it('shows a hidden entry to the Admin only', async () => {
    await addTimelineEntry(ctx, ctx.token, { organisation: 'Shown' });
    await addTimelineEntry(ctx, ctx.token, { organisation: 'Hidden', visible: false });
    expect(titles(await list())).toEqual(['Shown']);
    expect(titles(await list(ctx.token))).toEqual(['Hidden', 'Shown']);
  });

  it('deletes an entry', async () => {
    const entry = await addTimelineEntry(ctx, ctx.token);
    const res = await ownerCall(ctx, 'DELETE', apiPaths.timeline.delete(entry._id));
    expectStatus(res, 200);
    expect(res.json()).toEqual({ _id: entry._id, deleted: true });
    expect(await list(ctx.token)).toEqual([]);
    expect((await notifications(ctx, ctx.token))[0]).toMatchObject({
      action: 'Delete',
      notification_msg: 'Timeline entry "Backend engineer, Acme Corp" deleted',
    });
  });

  it('answers 404 for an unknown id, and stores nothing', async () => {
    const unknown = 'f'.repeat(24);
    const before = await contentState(ctx);
    const edit = await ownerCall(ctx, 'PUT', apiPaths.timeline.edit(unknown), TIMELINE_ENTRY);
    expectStatus(edit, 404);
    expect(edit.json()).toEqual({ error: 'No timeline entry has this id', code: 'NOT_FOUND' });
    const removed = await ownerCall(ctx, 'DELETE', apiPaths.timeline.delete(unknown));
    expectStatus(removed, 404);
    const after = await contentState(ctx);
    expect(after.tables.timeline_entries).toEqual(before.tables.timeline_entries);
  });

  it('orders the entries as the owner asks; the public list follows', async () => {
    const a = await addTimelineEntry(ctx, ctx.token, { organisation: 'A' });
    const b = await addTimelineEntry(ctx, ctx.token, { organisation: 'B', visible: false });
    const c = await addTimelineEntry(ctx, ctx.token, { organisation: 'C' });
    expect(titles(await list(ctx.token))).toEqual(['C', 'B', 'A']);
    const res = await order([a._id, b._id, c._id]);
    expectStatus(res, 200);
    expect(titles(res.json<TimelineEntry[]>())).toEqual(['A', 'B', 'C']);
    expect(titles(await list())).toEqual(['A', 'C']);
    expect((await notifications(ctx, ctx.token))[0]?.notification_msg).toBe('Timeline reordered');
  });

  it('refuses an order that is not the stored set with 409, and changes nothing', async () => {
    const a = await addTimelineEntry(ctx, ctx.token, { organisation: 'A' });
    const b = await addTimelineEntry(ctx, ctx.token, { organisation: 'B' });
    const before = await contentState(ctx);
    for (const ids of [[a._id], [a._id, b._id, 'f'.repeat(24)], [a._id, 'f'.repeat(24)]]) {
      const res = await order(ids);
      expectStatus(res, 409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT' });
    }
    expect((await contentState(ctx)).tables.timeline_entries).toEqual(
      before.tables.timeline_entries,
    );
  });

  it.each([
    ['an end before the start', { start: '2022-05', end: '2022-04' }, 'end'],
    ['an end year before the start year', { start: '2022', end: '2021-12' }, 'end'],
    ['a start that is not a date', { start: '2022-13' }, 'start'],
    ['an empty start', { start: '' }, 'start'],
    ['an end that is not a date', { end: 'now' }, 'end'],
    ['a blank role', { role: '   ' }, 'role'],
    ['a kind the timeline lacks', { kind: 'hobby' }, 'kind'],
    ['a link that is not http(s)', { link: 'javascript:alert(1)' }, 'link'],
    ['a link without a host', { link: 'https://' }, 'link'],
    ['raw HTML in the summary', { summary: 'Hi <script>alert(1)</script>' }, 'summary'],
    ['a javascript: link in the summary', { summary: '[x](javascript:alert(1))' }, 'summary'],
    ['an image from elsewhere', { summary: '![x](https://evil.example/x.png)' }, 'summary'],
    ['a summary of 2,001 characters', { summary: 'x'.repeat(2001) }, 'summary'],
    ['a role of 201 characters', { role: 'r'.repeat(201) }, 'role'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_name, change, field) => {
    const existing = await addTimelineEntry(ctx, ctx.token);
    const before = await contentState(ctx);
    for (const [method, url] of [
      ['POST', apiPaths.timeline.add],
      ['PUT', apiPaths.timeline.edit(existing._id)],
    ] as const) {
      const res = await ownerCall(ctx, method, url, { ...TIMELINE_ENTRY, ...change });
      expectStatus(res, 400);
      const body = res.json<{ code: string; details: { field: string; message: string }[] }>();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details.map((detail) => detail.field)).toContain(field);
    }
    await expectNothingStored(ctx, before, 2);
  });

  it('names each Markdown problem in the 400', async () => {
    const res = await ownerCall(ctx, 'POST', apiPaths.timeline.add, {
      ...TIMELINE_ENTRY,
      summary: '<b>bold</b> and [x](ftp://files.example)',
    });
    expectStatus(res, 400);
    expect(res.json<{ details: unknown[] }>().details).toEqual([
      { field: 'summary', message: 'raw HTML is not allowed: <b>' },
      { field: 'summary', message: 'raw HTML is not allowed: </b>' },
      { field: 'summary', message: 'links must be http(s): ftp://files.example' },
    ]);
  });

  it('takes an end in the start year, whichever of the two names a month', async () => {
    for (const [start, end] of [
      ['2022', '2022'],
      ['2022-05', '2022'],
      ['2022', '2022-01'],
      ['2022-05', '2022-05'],
    ]) {
      const res = await ownerCall(ctx, 'POST', apiPaths.timeline.add, {
        ...TIMELINE_ENTRY,
        start,
        end,
      });
      expectStatus(res, 200);
    }
  });

  it('stays behind the Admin guard for every change', async () => {
    const entry = await addTimelineEntry(ctx, ctx.token);
    const before = await contentState(ctx);
    for (const [method, url, payload] of [
      ['POST', apiPaths.timeline.add, TIMELINE_ENTRY],
      ['PUT', apiPaths.timeline.edit(entry._id), TIMELINE_ENTRY],
      ['PUT', apiPaths.timeline.order, { ids: [entry._id] }],
      ['DELETE', apiPaths.timeline.delete(entry._id), undefined],
    ] as const) {
      const res = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expectStatus(res, 401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect(await contentState(ctx)).toEqual(before);
  });

  it('makes a kept public list stale after each change', async () => {
    expect(await list()).toEqual([]);
    const entry = await addTimelineEntry(ctx, ctx.token);
    expect(titles(await list())).toEqual(['Acme Corp']);
    await ownerCall(ctx, 'PUT', apiPaths.timeline.edit(entry._id), {
      ...TIMELINE_ENTRY,
      visible: false,
    });
    expect(await list()).toEqual([]);
  });
});
