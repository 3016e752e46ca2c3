import {
  type AdminSearchAnswer,
  apiPaths,
  DEFAULT_PROFILE,
  SEARCH_LIMITS,
  type SearchAnswer,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import {
  addCertificate,
  addProject,
  addTimelineEntry,
  putProfile,
  toggleStatus,
} from '../../test/content.js';
import { addPost, editPost, publishPost, sendPost } from '../../test/posts.js';
import { rebuildSearchIndex } from './search-index.service.js';

// The same cases run on SQLite (FTS5) and on PostgreSQL (tsvector): the vitest projects run this
// file on each engine.

const ctx = ownerAppPerTest();

const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(ctx.clock.now.getTime() + offsetMs).toISOString();

async function search(q: string, page?: number): Promise<SearchAnswer> {
  const query = new URLSearchParams({ q, ...(page ? { page: String(page) } : {}) });
  const res = await ctx.app.inject({ method: 'GET', url: `${apiPaths.search.public}?${query}` });
  expectStatus(res, 200);
  return res.json<SearchAnswer>();
}

async function searchAsOwner(q: string): Promise<AdminSearchAnswer> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${apiPaths.search.admin}?${new URLSearchParams({ q })}`,
    headers: ctx.auth(ctx.token),
  });
  expectStatus(res, 200);
  return res.json<AdminSearchAnswer>();
}

/** The stored documents, as rows. */
const indexRows = async () =>
  (await ctx.db.selectFrom('search_documents').selectAll().execute())
    .map((row) => JSON.stringify(row))
    .sort();

const titles = async (q: string) => (await search(q)).results.map((result) => result.title);
const ownerTitles = async (q: string) =>
  (await searchAsOwner(q)).results.map((result) => `${result.title} (${result.visibility})`);

describe('what the search finds', () => {
  it('finds each kind of thing at its page, with its kind, date and marked words', async () => {
    const post = await publishPost(ctx, ctx.token, {
      title: 'Postgres locks explained',
      summary: 'Row locks and table locks.',
      body: 'A `FOR UPDATE` takes a **row lock** until the transaction ends.',
      tags: ['databases'],
      publishAt: '2025-03-04T05:06:07.000Z',
    });
    const project = await addProject(ctx, ctx.token, {
      title: 'Cluster autoscaler',
      description: 'Scales nodes.',
      case_study: '## How\n\nIt watches **Kubernetes** pods waiting for room.',
      date: '2024-05',
      tags: 'go',
    });
    await addProject(ctx, ctx.token, {
      title: 'Plain project',
      description: 'No case study here.',
    });
    await addCertificate(ctx, ctx.token, {
      title: 'Certified Kubernetes Administrator',
      issued_by: 'CNCF',
    });
    await addTimelineEntry(ctx, ctx.token, {
      role: 'Site reliability engineer',
      organisation: 'Hosting Ltd',
      start: '2019-02',
      summary: 'Ran *Kubernetes* clusters.',
    });
    await putProfile(ctx, ctx.token, {
      ...DEFAULT_PROFILE,
      skills: [{ icon: 'kubernetes' }, { text: 'Terraform' }],
    });

    expect((await search('locks')).results).toEqual([
      {
        kind: 'post',
        title: 'Postgres locks explained',
        url: `/blog/${post.slug}`,
        date: '2025-03-04T05:06:07.000Z',
        snippet: [
          { text: 'Row ' },
          { text: 'locks', mark: true },
          { text: ' and table ' },
          { text: 'locks', mark: true },
          { text: '. A FOR UPDATE takes a row lock until the transaction ends.' },
        ],
      },
    ]);
    const kubernetes = await search('kubernetes');
    expect(
      kubernetes.results.map(({ kind, title, url, date }) => ({ kind, title, url, date })),
    ).toEqual([
      {
        kind: 'certificate',
        title: 'Certified Kubernetes Administrator',
        url: '/certificates',
        date: expect.any(String),
      },
      { kind: 'skill', title: 'Kubernetes', url: '/about', date: '' },
      {
        kind: 'project',
        title: 'Cluster autoscaler',
        url: `/projects/${project.slug}`,
        date: '2024-05',
      },
      {
        kind: 'timeline',
        title: 'Site reliability engineer – Hosting Ltd',
        url: '/about',
        date: '2019-02',
      },
    ]);
    expect(kubernetes.total).toBe(4);
    expect(await titles('terraform')).toEqual(['Terraform']);
    expect((await search('plain')).results[0]?.url).toBe('/projects');
    expect(await titles('cncf')).toEqual(['Certified Kubernetes Administrator']);
  });

  it('ranks titles above tags above the rest, and the newest first among equals', async () => {
    const day = 24 * HOUR;
    for (const [title, tags, body, age] of [
      ['In the body, newest', [], 'About kubernetes operators.', 1],
      ['In the tags', ['kubernetes'], 'Nothing else.', 5],
      ['Kubernetes in the title, older', [], 'Text.', 4],
      ['Kubernetes in the title, newer', [], 'Text.', 3],
      ['Both words in the tags', ['kubernetes', 'operators'], 'Text.', 2],
    ] as const) {
      await publishPost(ctx, ctx.token, {
        title,
        tags: [...tags],
        body,
        publishAt: at(-age * day),
      });
    }
    expect(await titles('kubernetes')).toEqual([
      'Kubernetes in the title, newer',
      'Kubernetes in the title, older',
      'Both words in the tags',
      'In the tags',
      'In the body, newest',
    ]);
    // Every word must be found; the title tier needs every word in the title.
    expect(await titles('kubernetes operators')).toEqual([
      'Both words in the tags',
      'In the body, newest',
    ]);
  });

  it('matches the beginnings of words, without accents or case, in any script', async () => {
    await publishPost(ctx, ctx.token, {
      title: 'Café Crème at the Ωmega Москва 東京タワー',
      body: 'Straße naïve الكتاب 1984',
    });
    for (const query of [
      'kaf',
      'cafe',
      'CAFÉ',
      'crem',
      'ωmeg',
      'моск',
      '東京',
      'strasse',
      'straße',
      'naive',
      'الكتاب',
      '198',
    ]) {
      const found = await titles(query);
      if (query === 'kaf' || query === 'strasse') expect(found, query).toEqual([]);
      else expect(found, query).toEqual(['Café Crème at the Ωmega Москва 東京タワー']);
    }
    expect(await titles('cafe tokyo')).toEqual([]);
  });

  it('answers pages of results', async () => {
    for (let i = 0; i < SEARCH_LIMITS.perPage + 2; i++) {
      await publishPost(ctx, ctx.token, { title: `Paging ${i}`, publishAt: at(-(i + 1) * HOUR) });
    }
    const first = await search('paging');
    expect([first.total, first.page, first.pageCount, first.results.length]).toEqual([
      SEARCH_LIMITS.perPage + 2,
      1,
      2,
      SEARCH_LIMITS.perPage,
    ]);
    const second = await search('paging', 2);
    expect(second.results.map((result) => result.title)).toEqual([
      `Paging ${SEARCH_LIMITS.perPage}`,
      `Paging ${SEARCH_LIMITS.perPage + 1}`,
    ]);
    expect((await search('paging', 3)).results).toEqual([]);
  });
});

describe('only what is public', () => {
  it('never finds a draft, a scheduled post before its time, a hidden project, entry or certificate; the owner finds each', async () => {
    await addPost(ctx, ctx.token, { title: 'Secret draft', body: 'zebra' });
    await addPost(ctx, ctx.token, {
      title: 'Secret scheduled',
      status: 'scheduled',
      publishAt: at(HOUR),
      body: 'zebra',
    });
    const project = await addProject(ctx, ctx.token, {
      title: 'Secret project',
      description: 'zebra',
    });
    await toggleStatus(ctx, ctx.token, apiPaths.projects.status(project._id));
    const certificate = await addCertificate(ctx, ctx.token, {
      title: 'Secret certificate',
      issued_by: 'zebra',
    });
    await toggleStatus(ctx, ctx.token, apiPaths.certificates.status(certificate._id));
    await addTimelineEntry(ctx, ctx.token, {
      role: 'Secret role',
      summary: 'zebra',
      visible: false,
    });
    await publishPost(ctx, ctx.token, { title: 'Public zebra' });

    for (const query of [
      'zebra',
      'secret',
      'secret zebra',
      's',
      'se',
      '"secret"',
      'secret*',
      '*',
      'draft OR 1=1',
    ]) {
      const answer = await search(query);
      expect(
        answer.results.filter((result) => result.title.startsWith('Secret')),
        query,
      ).toEqual([]);
    }
    expect(await titles('zebra')).toEqual(['Public zebra']);
    expect((await ownerTitles('secret')).sort()).toEqual([
      'Secret certificate (hidden)',
      'Secret draft (hidden)',
      'Secret project (hidden)',
      'Secret role – Acme Corp (hidden)',
      'Secret scheduled (scheduled)',
    ]);

    // The scheduled post is found from its time on, with nothing written then.
    const before = await indexRows();
    ctx.clock.advance(HOUR);
    expect(await titles('secret')).toEqual(['Secret scheduled']);
    expect(await indexRows()).toEqual(before);
    expect(await ownerTitles('scheduled')).toEqual(['Secret scheduled (public)']);
  });
});

describe('the index follows every change, in its transaction', () => {
  it('follows edits, status changes and deletes', async () => {
    const post = await publishPost(ctx, ctx.token, { title: 'Original words' });
    expectStatus(await editPost(ctx, ctx.token, post, { title: 'Replaced words' }), 200);
    expect(await titles('original')).toEqual([]);
    expect(await titles('replaced')).toEqual(['Replaced words']);

    // A save refused (an outdated revision) changes nothing, the index neither.
    const before = await indexRows();
    expectStatus(await editPost(ctx, ctx.token, post, { title: 'Lost words' }), 409);
    expect(await indexRows()).toEqual(before);
    expect(await titles('lost')).toEqual([]);

    expectStatus(await sendPost(ctx, ctx.token, 'DELETE', apiPaths.posts.delete(post._id)), 200);
    expect(await titles('replaced')).toEqual([]);
    expect(await ownerTitles('replaced')).toEqual([]);

    const project = await addProject(ctx, ctx.token, { title: 'Shown project' });
    await toggleStatus(ctx, ctx.token, apiPaths.projects.status(project._id));
    expect(await titles('shown')).toEqual([]);
    await toggleStatus(ctx, ctx.token, apiPaths.projects.status(project._id));
    expect(await titles('shown')).toEqual(['Shown project']);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: apiPaths.projects.delete(project._id),
      headers: ctx.auth(ctx.token),
    });
    expectStatus(deleted, 200);
    expect(await ownerTitles('shown')).toEqual([]);

    const entry = await addTimelineEntry(ctx, ctx.token, { role: 'Old role' });
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: apiPaths.timeline.edit(entry._id),
      headers: ctx.auth(ctx.token),
      payload: {
        ...entry,
        _id: undefined,
        summaryHtml: undefined,
        createdAt: undefined,
        updatedAt: undefined,
        role: 'New role',
      },
    });
    expectStatus(edited, 200);
    expect(await titles('role')).toEqual(['New role – Acme Corp']);

    await putProfile(ctx, ctx.token, { ...DEFAULT_PROFILE, skills: [{ text: 'Haskell' }] });
    expect(await titles('haskell')).toEqual(['Haskell']);
    await putProfile(ctx, ctx.token, { ...DEFAULT_PROFILE, skills: [{ text: 'Elixir' }] });
    expect(await titles('haskell')).toEqual([]);
  });

  it('is built again whole with the same answers', async () => {
    await publishPost(ctx, ctx.token, { title: 'Rebuilt post', tags: ['rebuilt'] });
    await addPost(ctx, ctx.token, { title: 'Rebuilt draft' });
    await addProject(ctx, ctx.token, {
      title: 'Rebuilt project',
      case_study: 'A **rebuilt** case.',
    });
    await addTimelineEntry(ctx, ctx.token, { role: 'Rebuilt role' });
    const [publicBefore, ownerBefore] = [await search('rebuilt'), await searchAsOwner('rebuilt')];
    await rebuildSearchIndex(ctx.app.deps);
    expect(await search('rebuilt')).toEqual(publicBefore);
    expect(await searchAsOwner('rebuilt')).toEqual(ownerBefore);
    // The default profile's skills came with the build.
    expect(await titles('typescript')).toEqual(['TypeScript']);
  });
});

describe('queries are words, whatever is typed', () => {
  const NASTY = [
    '"',
    '""',
    "'",
    "''",
    '*',
    '**',
    'a*',
    '"unclosed',
    'NEAR(a b)',
    'NEAR',
    'AND',
    'OR',
    'NOT',
    'a AND',
    'OR b',
    '- a',
    '^a',
    'title:a',
    '{title}: a',
    ':',
    ':*',
    'a:*A',
    '!',
    '&',
    '|',
    '&|!',
    '<->',
    'a <-> b',
    '(a',
    'a)',
    '()',
    '\\',
    "'; drop table posts; --",
    '%',
    '_',
    '\u00a0',
    '\u200b',
    '😀',
    'Ω'.repeat(500),
    'x'.repeat(SEARCH_LIMITS.callQueryChars),
    'a '.repeat(1000),
  ];

  it('never fails nor reaches an engine as syntax', async () => {
    await publishPost(ctx, ctx.token, { title: 'Near and not or title', body: 'draft' });
    for (const query of NASTY) {
      const answer = await search(query);
      expect(answer.query.length, query.slice(0, 20)).toBeLessThanOrEqual(SEARCH_LIMITS.queryChars);
    }
    expect(await titles('NEAR(near')).toEqual(['Near and not or title']);
    expect(await titles('"near" AND title:')).toEqual(['Near and not or title']);
    expect(await titles('not*')).toEqual(['Near and not or title']);
  });

  it('cuts a long query, and refuses one longer than a call takes or one that is not text', async () => {
    const long = `kubernetes ${'y'.repeat(SEARCH_LIMITS.callQueryChars - 11)}`;
    expect((await search(long)).query).toBe(long.slice(0, SEARCH_LIMITS.queryChars));
    for (const q of [
      'x'.repeat(SEARCH_LIMITS.callQueryChars + 1),
      'a\u0000b',
      'a\u001fb',
      'a\uffffb',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${apiPaths.search.public}?${new URLSearchParams({ q })}`,
      });
      expectStatus(res, 400);
    }
  });

  it('answers no result for a query of no word', async () => {
    await publishPost(ctx, ctx.token, { title: 'Anything' });
    for (const query of ['', '   ', '*', '"', '&|!']) {
      expect(await search(query)).toEqual({
        query: query.trim(),
        page: 1,
        pageCount: 1,
        total: 0,
        results: [],
      });
    }
  });
});

describe("the owner's search", () => {
  it('is the Admin’s alone', async () => {
    const viewer = await ctx.openSession('viewer');
    for (const headers of [{}, ctx.auth(viewer)]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${apiPaths.search.admin}?q=a`,
        headers,
      });
      expect([401, 403]).toContain(res.statusCode);
    }
  });
});
