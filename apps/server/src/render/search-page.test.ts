import { apiPaths, type InsightsSummary, OPENSEARCH_PATH } from '@portfolio/contract';
import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, testAppPerFile } from '../test/app.js';
import { addProject } from '../test/content.js';
import { addPost, editPost, publishPost } from '../test/posts.js';
import { sourceWeb } from '../test/web.js';

const ORIGIN = 'https://example.com';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

// One app for the file: a published post, a draft and a project with a case study, searched
// through the page a browser without script asks for.
const ctx = testAppPerFile({ PUBLIC_ORIGIN: ORIGIN }, { web: sourceWeb });
let token: string;
beforeAll(async () => {
  token = await ctx.openSession();
  await publishPost(ctx, token, {
    title: 'Postgres <locks>',
    body: 'A **row lock** waits: `<script>alert(1)</script>` locks nothing here.',
  });
  await addPost(ctx, token, { title: 'Draft about locks' });
  await addProject(ctx, token, {
    title: 'Lock manager',
    case_study: 'It hands out **locks** fairly.',
  });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { 'user-agent': FIREFOX, ...headers } });

/** The results' links of a search page, in order. */
const resultLinks = (html: string) =>
  [
    ...html.matchAll(/<li class="[^"]*result[^"]*"><a class="[^"]*" href="([^"]*)">([^<]*)<\/a>/g),
  ].map(([, href, title]) => `${title} ${href}`);

describe('the search page', () => {
  it('shows the form alone without a query, kept out of search engines', async () => {
    for (const url of ['/search', '/search?q=', '/search?q=%20%20']) {
      const res = await get(url);
      expectStatus(res, 200);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<title>Search | Portfolio</title>');
      expect(res.body).toContain('action="/search" method="get"');
      expect(resultLinks(res.body)).toEqual([]);
    }
  });

  it('lists what the public finds as plain links, the words marked and the text escaped', async () => {
    const res = await get('/search?q=locks');
    expectStatus(res, 200);
    // The post has the word in its title, the project in its case study.
    expect(resultLinks(res.body)).toEqual([
      'Postgres &lt;locks&gt; /blog/postgres-locks',
      'Lock manager /projects/lock-manager',
    ]);
    expect(res.body).toContain('<mark>locks</mark> fairly.');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; <mark>locks</mark>');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('Draft about locks</a>');
    // The query stays in the page's form.
    expect(res.body).toMatch(/<input[^>]* name="q" value="locks"/);
  });

  it('reads any query as words: syntax, controls and what is not text find or miss, never fail', async () => {
    for (const q of [
      '"locks',
      'locks*',
      'NEAR(locks',
      'title:locks',
      "locks' OR 1=1 --",
      'lo%00cks',
      '%ED%A0%80',
      '%FF',
      'x'.repeat(20_000),
    ]) {
      const res = await get(`/search?q=${q}`);
      expectStatus(res, 200);
    }
    expect(resultLinks((await get('/search?q=%22locks%22%20lock*')).body)).toHaveLength(2);
  });

  it('counts searches as found something or not, and never keeps what was searched', async () => {
    const searches = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${apiPaths.insights.summary}?days=1`,
        headers: ctx.auth(token),
      });
      expectStatus(res, 200);
      return res.json<InsightsSummary>().searches;
    };
    const before = await searches();
    // The second is answered from memory: counted all the same.
    await get('/search?q=manager');
    await get('/search?q=manager');
    await get('/search?q=manager&page=2');
    await get('/search?q=zyzzyva');
    await get('/search');
    await get('/search?q=manager', { dnt: '1' });
    await ctx.app.inject({ method: 'GET', url: `${apiPaths.search.public}?q=manager` });
    expect(await searches()).toEqual({
      withResults: before.withResults + 2,
      withoutResults: before.withoutResults + 1,
    });
    const stored = JSON.stringify(await ctx.db.selectFrom('insight_counts').selectAll().execute());
    expect(stored).not.toContain('zyzzyva');
    expect(stored).not.toContain('manager');
  });

  it('keeps a search’s page until content changes: a post published or hidden shows at once', async () => {
    const first = await get('/search?q=zeppelin');
    expectStatus(first, 200);
    expect(resultLinks(first.body)).toEqual([]);
    const again = await get('/search?q=zeppelin', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);

    const post = await publishPost(ctx, token, { title: 'Zeppelin flights' });
    const published = await get('/search?q=zeppelin', {
      'if-none-match': String(first.headers.etag),
    });
    expectStatus(published, 200);
    expect(resultLinks(published.body)).toEqual(['Zeppelin flights /blog/zeppelin-flights']);

    expectStatus(await editPost(ctx, token, post, { status: 'draft' }), 200);
    expect(resultLinks((await get('/search?q=zeppelin')).body)).toEqual([]);
  });

  it('is the public site’s: the admin host sends it there', async () => {
    const res = await get('/search?q=locks', { host: 'admin.example.com' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${ORIGIN}/search?q=locks`);
  });
});

describe('the OpenSearch description', () => {
  it('is linked from every public page and names the search page', async () => {
    const home = await get('/');
    expect(home.body).toContain(
      `<link rel="search" type="application/opensearchdescription+xml" title="Your Name" href="${ORIGIN}${OPENSEARCH_PATH}">`,
    );
    const res = await get(OPENSEARCH_PATH);
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe(
      'application/opensearchdescription+xml; charset=utf-8',
    );
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect(res.body).toContain('<ShortName>Your Name</ShortName>');
    expect(res.body).toContain(
      `<Url type="text/html" method="get" template="${ORIGIN}/search?q={searchTerms}"/>`,
    );
    expectStatus(await get(OPENSEARCH_PATH, { host: 'admin.example.com' }), 404);
  });
});
