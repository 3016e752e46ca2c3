import { gzipSync } from 'node:zlib';
import { apiPaths, searchPagePath } from '@portfolio/contract';
import { strToU8, zipSync } from 'fflate';
import { ownerApi } from '../../e2e/fixtures/content.js';
import { createPostgresDatabase } from '../../e2e/fixtures/scale-out.js';
import { type RunningServer, startServer } from '../../e2e/fixtures/server.js';
import { load } from './load.js';
import { machine } from './machine.js';
import { table, writeReportSection } from './report.js';
import { median } from './stats.js';

/** The list lengths measured, each reached by adding to the one before; GROWTH_SIZES=2,4 for a smoke run. */
const SIZES = (process.env.GROWTH_SIZES ?? '20,200,2000').split(',').map(Number);
/** A small real photo: what the bench measures is the list, not the image pipeline. */
const PHOTO = 'Canon_40D.jpg';
/** Cold answers timed after each change, for their median. */
const COLD_RUNS = 5;
/** The search index's sizes measured, in documents (posts); SEARCH_SIZES=20,200 for a smoke run. */
const SEARCH_SIZES = (process.env.SEARCH_SIZES ?? '20,2000,10000').split(',').map(Number);
/** Words of the posts the search bench writes: each post takes a few, so a word is in many. */
const WORDS =
  'server client cluster node index query lock table page cache queue stream socket thread kernel compiler parser token schema migration backup restore deploy proxy router shard replica vector matrix tensor model layer graph tree heap stack array string buffer'.split(
    ' ',
  );
/** The query measured: the beginning of a word about one post in ten has. */
const SEARCH_QUERY = 'serv';

type Owner = Awaited<ReturnType<typeof ownerApi>>;

interface Row {
  engine: string;
  projects: number;
  htmlKb: string;
  renderMs: string;
  listKb: string;
  listColdMs: string;
  listP99: string;
  pageKb: string;
  pageP99: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** How long an answer takes right after a change of content, when nothing is kept: the median. */
async function coldMs(owner: Owner, toggleId: string, ask: () => Promise<Response>) {
  const times: number[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    // Hiding and showing one project again: the same content, a new content version.
    await owner.toggleProject(toggleId);
    await owner.toggleProject(toggleId);
    const started = performance.now();
    const res = await ask();
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`${res.url}: ${res.status}`);
  }
  return median(times);
}

async function measure(server: RunningServer, engine: string): Promise<Row[]> {
  const owner = await ownerApi(server);
  const base = server.publicUrl.replace('localhost', '127.0.0.1');
  const list = `${base}${apiPaths.projects.list}`;
  const rows: Row[] = [];
  let toggleId = '';
  let added = 0;
  for (const size of SIZES) {
    for (; added < size; added++) {
      const project = (await owner.addProject(`Project ${added + 1}`, PHOTO, 'bench')) as {
        _id: string;
      };
      toggleId ||= project._id;
    }
    const renderMs = await coldMs(owner, toggleId, () => fetch(`${base}/projects`));
    const listColdMs = await coldMs(owner, toggleId, () => fetch(list, { method: 'POST' }));
    const html = Buffer.from(await (await fetch(`${base}/projects`)).arrayBuffer());
    const full = Buffer.from(await (await fetch(list, { method: 'POST' })).arrayBuffer());
    const page = Buffer.from(
      await (await fetch(`${list}?page=1&limit=24`, { method: 'POST' })).arrayBuffer(),
    );
    const fullLoad = await load({ name: 'list', url: list, method: 'POST' });
    const pageLoad = await load({ name: 'page', url: `${list}?page=1&limit=24`, method: 'POST' });
    if (fullLoad.errors + pageLoad.errors > 0) throw new Error('errors under load');
    rows.push({
      engine,
      projects: size,
      htmlKb: `${kb(html.length)} (${kb(gzipSync(html).length)} gzip)`,
      renderMs: ms(renderMs),
      listKb: `${kb(full.length)} (${kb(gzipSync(full).length)} gzip)`,
      listColdMs: ms(listColdMs),
      listP99: `${ms(fullLoad.p99Ms)}, ${fullLoad.requestsPerSecond.toFixed(0)}/s`,
      pageKb: kb(page.length),
      pageP99: `${ms(pageLoad.p99Ms)}, ${pageLoad.requestsPerSecond.toFixed(0)}/s`,
    });
    console.warn(JSON.stringify(rows.at(-1)));
  }
  return rows;
}

interface SearchRow {
  engine: string;
  documents: number;
  found: number;
  searchP99: string;
}

/** A post of the search bench: a title and a body of words, the n-th of them. */
function benchPost(n: number) {
  const word = (i: number) => WORDS[(n * 7 + i * 13) % WORDS.length] ?? 'word';
  const body = Array.from({ length: 120 }, (_, i) => word(i)).join(' ');
  return {
    title: `Post ${n} about the ${word(n)}`,
    body,
    tags: [word(n + 1)],
    status: 'published' as const,
  };
}

/**
 * The search page (`/search?q=serv`) at each size of the index, its p99 under load at 64
 * connections while the owner saves a post every second (each save writes the index in its
 * transaction, and makes every kept answer stale).
 */
async function measureSearch(server: RunningServer, engine: string): Promise<SearchRow[]> {
  const owner = await ownerApi(server);
  const base = server.publicUrl.replace('localhost', '127.0.0.1');
  const url = base + searchPagePath(SEARCH_QUERY);
  const rows: SearchRow[] = [];
  let added = 0;
  for (const size of SEARCH_SIZES) {
    for (; added < size; added++) await owner.addPost(benchPost(added));
    const answer = await (await fetch(`${base}${apiPaths.search.public}?q=${SEARCH_QUERY}`)).json();
    let writes = added;
    const writing = setInterval(() => void owner.addPost(benchPost(writes++)), 1000);
    const searched = await load({ name: 'search', url }).finally(() => clearInterval(writing));
    if (searched.errors > 0) throw new Error('errors under load');
    added = writes;
    rows.push({
      engine,
      documents: size,
      found: (answer as { total: number }).total,
      searchP99: `${ms(searched.p99Ms)}, ${searched.requestsPerSecond.toFixed(0)}/s`,
    });
    console.warn(JSON.stringify(rows.at(-1)));
  }
  return rows;
}

/** The posts of one import: IMPORT_POSTS=200 for a smoke run. */
const IMPORT_POSTS = Number(process.env.IMPORT_POSTS ?? 2000);

/** How often the home page is asked while an import runs, to find the longest wait. */
const HOME_POLL_MS = 20;

interface ImportRow {
  engine: string;
  posts: number;
  importS: string;
  homeMaxMs: string;
  found: number;
}

/** A search bench post as a Markdown file with front matter, as a blog's export holds it. */
function markdownFile(n: number): string {
  const post = benchPost(n);
  return `---\ntitle: "${post.title}"\ntags: [${post.tags.join(', ')}]\n---\n${post.body}\n`;
}

/**
 * One import of IMPORT_POSTS posts (a zip of Markdown files, each indexed for search in the
 * import's transaction) on a fresh site: the call's time, and the longest answer of the home
 * page (kept) asked every HOME_POLL_MS meanwhile: how long the import held a visitor up.
 */
async function measureImport(server: RunningServer, engine: string): Promise<ImportRow[]> {
  const owner = await ownerApi(server);
  const base = server.publicUrl.replace('localhost', '127.0.0.1');
  const zip = zipSync(
    Object.fromEntries(
      Array.from({ length: IMPORT_POSTS }, (_, n) => [
        `posts/post-${n}.md`,
        strToU8(markdownFile(n)),
      ]),
    ),
  );
  let importing = true;
  let homeMaxMs = 0;
  const polling = (async () => {
    while (importing) {
      const started = performance.now();
      await (await fetch(`${base}/`)).arrayBuffer();
      homeMaxMs = Math.max(homeMaxMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, HOME_POLL_MS));
    }
  })();
  const started = performance.now();
  const { added } = await owner.importPosts(zip).finally(() => (importing = false));
  const importMs = performance.now() - started;
  await polling;
  const answer = await (await fetch(`${base}${apiPaths.search.public}?q=${SEARCH_QUERY}`)).json();
  const row = {
    engine,
    posts: added.length,
    importS: `${(importMs / 1000).toFixed(1)} s`,
    homeMaxMs: ms(homeMaxMs),
    found: (answer as { total: number }).total,
  };
  console.warn(JSON.stringify(row));
  return [row];
}

/** Runs a measurement on a fresh SQLite site, then on a fresh PostgreSQL one. */
async function onBothEngines<T>(measure: (server: RunningServer, engine: string) => Promise<T[]>) {
  const limits = { API_RATE_LIMIT: '1000000000', PAGE_RATE_LIMIT: '1000000000' };
  const rows: T[] = [];
  const sqlite = await startServer(limits);
  try {
    rows.push(...(await measure(sqlite, 'SQLite')));
  } finally {
    await sqlite.stop();
  }
  const database = await createPostgresDatabase();
  const postgres = await startServer({ ...limits, DATABASE_URL: database.url });
  try {
    rows.push(...(await measure(postgres, 'PostgreSQL')));
  } finally {
    await postgres.stop();
    await database.drop();
  }
  return rows;
}

interface PostsRow {
  engine: string;
  posts: number;
  blogMs: string;
  postMs: string;
  postP99: string;
}

/** A post of the posts bench: a few paragraphs, a heading and a code block, tagged. */
const plainPost = (n: number) => ({
  title: `Post ${n + 1}`,
  summary: `What post ${n + 1} is about.`,
  body: `## Part one\n\n${'A sentence of the post. '.repeat(40)}\n\n\`\`\`ts\nconst n = ${n};\n\`\`\`\n`,
  tags: [`tag${n % 10}`],
  status: 'published' as const,
});

/**
 * The blog at 20, 200 and 2,000 posts: /blog and a post's page rendered right after a change
 * (nothing kept), and a kept post's p99 under load.
 */
async function measurePosts(server: RunningServer, engine: string): Promise<PostsRow[]> {
  const owner = await ownerApi(server);
  const base = server.publicUrl.replace('localhost', '127.0.0.1');
  const toggled = (await owner.addProject('Toggled', PHOTO)) as { _id: string };
  const rows: PostsRow[] = [];
  let added = 0;
  let firstPath = '';
  for (const size of SIZES) {
    for (; added < size; added++) {
      const post = await owner.addPost(plainPost(added));
      firstPath ||= `/blog/${post.slug}`;
    }
    const blogMs = await coldMs(owner, toggled._id, () => fetch(`${base}/blog`));
    const postMs = await coldMs(owner, toggled._id, () => fetch(`${base}${firstPath}`));
    const kept = await load({ name: 'post', url: `${base}${firstPath}` });
    if (kept.errors > 0) throw new Error('errors under load');
    rows.push({
      engine,
      posts: size,
      blogMs: ms(blogMs),
      postMs: ms(postMs),
      postP99: `${ms(kept.p99Ms)}, ${kept.requestsPerSecond.toFixed(0)}/s`,
    });
    console.warn(JSON.stringify(rows.at(-1)));
  }
  return rows;
}

/** The blog's table: its pages at each number of posts, on both engines. */
async function reportPosts() {
  const rows = await onBothEngines(measurePosts);
  const summary = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, with \`npm run bench:growth\``,
    `(published posts of 250 words with a heading and a code block, added through the API; times`,
    `after a change are the median of ${COLD_RUNS}, each right after a change of content; p99 and`,
    'requests/s of the oldest post under load at 64 connections, the answer kept).',
    '',
    table(
      [
        'Engine',
        'Posts',
        '/blog after a change',
        'A post after a change',
        'A post under load: p99',
      ],
      rows.map((row) => [row.engine, row.posts, row.blogMs, row.postMs, row.postP99]),
    ),
  ].join('\n');
  console.warn(`\n${summary}`);
  writeReportSection('blog', summary);
}

/** The projects' tables: each size, its pages and list calls, on both engines. */
async function reportProjects() {
  const rows = await onBothEngines(measure);
  const summary = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, with \`npm run bench:growth\``,
    `(the production build; projects added through the API with a small photo; times after a change`,
    `are the median of ${COLD_RUNS}, each right after a change of content, so nothing is kept; p99`,
    'and requests/s under load at 64 connections, the answer kept).',
    '',
    table(
      [
        'Engine',
        'Projects',
        '/projects HTML',
        '/projects after a change',
        'List call, whole',
        'Whole list after a change',
        'Whole list under load: p99',
        'List call, a page of 24',
        'A page under load: p99',
      ],
      rows.map((row) => [
        row.engine,
        row.projects,
        row.htmlKb,
        row.renderMs,
        row.listKb,
        row.listColdMs,
        row.listP99,
        row.pageKb,
        row.pageP99,
      ]),
    ),
  ].join('\n');
  console.warn(`\n${summary}`);
  writeReportSection('growth', summary);
}

/** The search's table: the search page under load at each size of the index, on both engines. */
async function reportSearch() {
  const searchRows = await onBothEngines(measureSearch);
  const search = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, with \`npm run bench:growth\``,
    `(published posts of 120 words added through the API; \`${searchPagePath(SEARCH_QUERY)}\`, a word`,
    'about one post in ten begins with, under load at 64 connections while the owner saves a post',
    'every second).',
    '',
    table(
      ['Engine', 'Indexed posts', 'Found', '/search under load: p99'],
      searchRows.map((row) => [row.engine, row.documents, row.found, row.searchP99]),
    ),
  ].join('\n');
  console.warn(`\n${search}`);
  writeReportSection('search', search);
}

/** The import's table: one import of IMPORT_POSTS posts on a fresh site, on both engines. */
async function reportImport() {
  const rows = await onBothEngines(measureImport);
  const summary = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, with \`npm run bench:growth\``,
    `(one zip of ${IMPORT_POSTS} Markdown files of 120 words with front matter, imported into a new site`,
    `in one call, each post written and indexed for search in the import's transaction; the home`,
    `page asked every ${HOME_POLL_MS} ms meanwhile, its longest answer; the search for`,
    `\`${SEARCH_QUERY}\` right after).`,
    '',
    table(
      [
        'Engine',
        'Posts imported',
        'The import',
        'Longest home page answer meanwhile',
        'Found after',
      ],
      rows.map((row) => [row.engine, row.posts, row.importS, row.homeMaxMs, row.found]),
    ),
  ].join('\n');
  console.warn(`\n${summary}`);
  writeReportSection('import', summary);
}

/**
 * `npm run bench:growth`: adds 20, then 200, then 2,000 projects (with images, through the API)
 * on SQLite and on PostgreSQL, and measures at each size what grows with the list: the /projects
 * page, its render after a change, the list call's bytes, its time after a change (query and JSON)
 * and its p99 under load, whole and as a page; then the search page at 20, 2,000 and 10,000
 * indexed posts while a post is saved every second; then the blog at 20, 200 and 2,000 posts;
 * then one import of 2,000 posts. Writes the tables to docs/performance.md.
 * GROWTH_PARTS=search (or projects, posts, import) measures one.
 */
const PARTS = (process.env.GROWTH_PARTS ?? 'projects,posts,search,import').split(',');
if (PARTS.includes('projects')) await reportProjects();
if (PARTS.includes('posts')) await reportPosts();
if (PARTS.includes('search')) await reportSearch();
if (PARTS.includes('import')) await reportImport();
