import os from 'node:os';
import { login } from '../../e2e/fixtures/api.js';
import { ownerApi } from '../../e2e/fixtures/content.js';
import { rssBytes } from '../../e2e/fixtures/process.js';
import { type RunningServer, startServer } from '../../e2e/fixtures/server.js';
import { fetchAnswer, nginxCeiling, nodeCeiling } from './ceiling.js';
import { startBystander, underNestedJsonFlood } from './flood.js';
import { CONNECTIONS, type LoadResult, load, type Target, VISITOR } from './load.js';
import { longPostBody } from './long-post.js';
import { machine } from './machine.js';
import { table, writeReportSection } from './report.js';
import { seed } from './seed.js';
import { measureStart } from './start.js';
import { median } from './stats.js';

/** Rounds of every target in turn (BENCH_ROUNDS; 3 for the report, 1 for a quick look). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Previews of the long post timed: the first compiles the highlighter's grammars. */
const PREVIEW_RUNS = 11;

/** A visitor whose browser takes brotli, as every browser does: for pages compared by their bytes. */
const BROWSER = { ...VISITOR, 'Accept-Encoding': 'gzip, deflate, br' };

/** One target's figures over the rounds: the median of each, and every error. */
function medianOf(results: LoadResult[]): LoadResult {
  const [first] = results;
  if (!first) throw new Error('no run');
  return {
    ...first,
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** Times the editor's preview (the server's render) of the long post, a few times over. */
async function timePreviews(server: RunningServer): Promise<number[]> {
  const owner = await ownerApi(server);
  const body = longPostBody();
  const times: number[] = [];
  for (let run = 0; run < PREVIEW_RUNS; run++) {
    const started = performance.now();
    await owner.renderPost(body);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * `npm run bench`: on the production build, with realistic content, measures in one run the
 * rendered home page, the public project list, a media image, and the machine's ceiling for each
 * (a bare node:http server, and nginx when installed, sending that answer's own bytes with its
 * content type and encoding), at 64 connections; then the home page's p99 under a flood of nested
 * JSON against without it.
 * Prints the figures and writes them to docs/performance.md.
 */
async function main() {
  const [loadAverage = 0] = os.loadavg();
  const start = await measureStart();
  // The defaults of `npm start` (LOG_LEVEL info included), but a rate limit the load never meets.
  const server = await startServer({
    API_RATE_LIMIT: '1000000000',
    PAGE_RATE_LIMIT: '1000000000',
    LOG_LEVEL: 'info',
  });
  try {
    await login(server.publicUrl);
    const { mediaUrl, bigPhotoUploadsMs, bigPhotoDefaultRatio, longPostPath } = await seed(server);
    const previewMs = await timePreviews(server);
    // The same address as the ceilings: loopback by number, no name to resolve.
    const base = server.publicUrl.replace('localhost', '127.0.0.1');
    const home: Target = {
      name: '(a) GET / (rendered home page, the visit counted)',
      url: `${base}/`,
      headers: VISITOR,
    };
    const list: Target = {
      name: '(b) POST /api/projects/getprojects',
      url: `${base}/api/projects/getprojects`,
      method: 'POST',
      headers: VISITOR,
    };
    const media: Target = {
      name: '(c) GET a media image',
      url: `${base}${new URL(mediaUrl).pathname}`,
      headers: VISITOR,
    };
    // Each answer as the load gets it, for the ceilings to send the same bytes.
    const answers = {
      a: await fetchAnswer('a', home),
      b: await fetchAnswer('b', list),
      c: await fetchAnswer('c', media),
    };
    const node = await nodeCeiling([answers.a, answers.b]);
    const nginx = await nginxCeiling(Object.values(answers));
    const ceiling = (name: string, url: string): Target => ({ name, url, headers: VISITOR });
    const targets: Target[] = [
      home,
      list,
      media,
      ceiling("(d) ceiling: node:http, (a)'s bytes", node.url(answers.a)),
      ceiling("(d) ceiling: node:http, (b)'s bytes", node.url(answers.b)),
      ...(nginx
        ? [
            ceiling("(d') ceiling: nginx, (a)'s bytes as a file", nginx.url(answers.a)),
            ceiling("(d') ceiling: nginx, (b)'s bytes as a file", nginx.url(answers.b)),
            ceiling("(d') ceiling: nginx, (c)'s bytes as a file", nginx.url(answers.c)),
          ]
        : []),
      {
        name: '(f) GET a post of 5,000 words with code and math (kept), brotli',
        url: `${base}${longPostPath}`,
        headers: BROWSER,
      },
      { name: "(f') GET /, brotli", url: `${base}/`, headers: BROWSER },
      {
        name: '(e) GET / from a visitor who asks not to be tracked (not counted)',
        url: `${base}/`,
        headers: { ...VISITOR, DNT: '1' },
      },
    ];
    // The machine is shared (the load generator runs on it too, and it is a VM): each target runs
    // in every round, in turn, and the report takes each figure's median over the rounds.
    for (const target of targets) await load(target);
    const runs = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) {
        const result = await load(target);
        runs.get(target.name)?.push(result);
        console.warn(
          `round ${round} ${result.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms, ${result.errors} errors`,
        );
      }
    }
    const results = [...runs.values()].map(medianOf);
    // Security item 1: the home page while another process posts 1 MB of nested JSON without a
    // pause, against the home page without it, and with the same flood aimed at a bystander on
    // this machine (what the flood costs (a) through the shared cores alone), in turns.
    const [homePage] = targets;
    if (!homePage) throw new Error('no home page target');
    const bystander = await startBystander();
    const quiet: LoadResult[] = [];
    const flooded: LoadResult[] = [];
    const beside: LoadResult[] = [];
    const floodAnswers: Record<string, number> = {};
    for (let round = 1; round <= ROUNDS; round++) {
      quiet.push(await load(homePage));
      const under = await underNestedJsonFlood(base, () => load(homePage));
      flooded.push(under.result);
      for (const [status, count] of Object.entries(under.floodAnswers)) {
        floodAnswers[status] = (floodAnswers[status] ?? 0) + count;
      }
      beside.push((await underNestedJsonFlood(bystander.url, () => load(homePage))).result);
      console.warn(
        `round ${round} (a) p99 ${quiet.at(-1)?.p99Ms.toFixed(2)} ms, under the flood ${under.result.p99Ms.toFixed(2)} ms, beside it ${beside.at(-1)?.p99Ms.toFixed(2)} ms; the flood's answers: ${JSON.stringify(under.floodAnswers)}`,
      );
    }
    await bystander.close();
    const quietP99 = median(quiet.map((r) => r.p99Ms));
    const floodedP99 = median(flooded.map((r) => r.p99Ms));
    const besideP99 = median(beside.map((r) => r.p99Ms));
    const rssAfterMb = rssBytes(server.pid) / 1024 / 1024;
    await node.stop();
    await nginx?.stop();

    const [a, b, c, nodeA, nodeB] = results;
    const [nginxA, nginxB, nginxC] = nginx ? results.slice(5, 8) : [];
    const [longPost, homeBrotli] = results.slice(-3, -1);
    const uncounted = results.at(-1);
    const ratio = (x: LoadResult | undefined, ceiling: LoadResult | undefined) =>
      x && ceiling
        ? `${((100 * x.requestsPerSecond) / ceiling.requestsPerSecond).toFixed(0)}%`
        : 'n/a';
    const summary = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, with \`npm run bench\``,
      `(${results[0]?.tool}, ${CONNECTIONS} connections, ${process.env.BENCH_SECONDS ?? 10} s per run after a warm-up run,`,
      `${ROUNDS === 1 ? '1 round' : `${ROUNDS} rounds taking turns, medians shown`}; the load generator runs on the same 2 cores as`,
      `the server; the machine's load average before the run: ${loadAverage.toFixed(1)}).`,
      '',
      table(
        ['What', 'Requests/s', 'p50', 'p99', 'Errors'],
        results.map((r) => [
          r.name,
          r.requestsPerSecond.toFixed(0),
          `${r.p50Ms.toFixed(2)} ms`,
          `${r.p99Ms.toFixed(2)} ms`,
          r.errors,
        ]),
      ),
      '',
      table(
        ['Figure', 'Measured', 'Target'],
        [
          ["(a) / (d'): rendered home page against nginx, same bytes", ratio(a, nginxA), '≥ 50%'],
          ["(b) / (d'): public list API against nginx, same bytes", ratio(b, nginxB), '≥ 50%'],
          ["(c) / (d'): media image against nginx, same bytes", ratio(c, nginxC), 'none'],
          ['(a) p99', `${a?.p99Ms.toFixed(2)} ms`, '< 10 ms'],
          ['(b) p99', `${b?.p99Ms.toFixed(2)} ms`, '< 10 ms'],
          ['(a) / (d): rendered home page against node:http', ratio(a, nodeA), 'second line'],
          ['(b) / (d): public list API against node:http', ratio(b, nodeB), 'second line'],
          ['(a) / (e): the home page with counting against without', ratio(a, uncounted), '≥ 95%'],
          [
            "(f) / (f'): the long post against the home page",
            ratio(longPost, homeBrotli),
            '≥ 100%',
          ],
          [
            `The editor's preview of the long post (median of ${previewMs.length})`,
            `${median(previewMs).toFixed(0)} ms`,
            '< 100 ms',
          ],
          [
            '(a) p99 under a nested-JSON flood against without',
            `${floodedP99.toFixed(2)} ms against ${quietP99.toFixed(2)} ms (${(floodedP99 / quietP99).toFixed(2)}×)`,
            '≤ 2×',
          ],
          [
            '(a) p99 with the same flood aimed at a bystander on this machine',
            `${besideP99.toFixed(2)} ms (${(besideP99 / quietP99).toFixed(2)}×)`,
            'the rise above is the shared cores',
          ],
          [
            "The flood's answers (4 connections, 1 MB each)",
            Object.entries(floodAnswers)
              .map(([status, count]) => `${count} × ${status}`)
              .join(', '),
            'all 400/413',
          ],
          [
            `8 MP photo upload answered (median of ${bigPhotoUploadsMs.length})`,
            `${median(bigPhotoUploadsMs).toFixed(0)} ms`,
            '< 2 s',
          ],
          [
            'Its default width against the original',
            `${(100 * bigPhotoDefaultRatio).toFixed(1)}%`,
            '< 15%',
          ],
          ['Errors under load', results.reduce((sum, r) => sum + r.errors, 0), '0'],
          [
            'First start to first 200 (migrations, owner account)',
            `${start.firstStartMs.toFixed(0)} ms`,
            '< 1 s',
          ],
          ['Later start to first 200', `${start.laterStartMs.toFixed(0)} ms`, '< 1 s'],
          ['Idle RSS after start', `${start.idleRssMb.toFixed(0)} MB`, '< 100 MB'],
          ['RSS after the bench', `${rssAfterMb.toFixed(0)} MB`, '< 150 MB'],
        ],
      ),
    ].join('\n');
    console.warn(`\n${summary}`);
    writeReportSection('bench', summary);
  } finally {
    await server.stop();
  }
}

await main();
