import { PROFILE_ENTITY } from '@portfolio/contract';
import { ownerApi } from '../../e2e/fixtures/content.js';
import { startServer } from '../../e2e/fixtures/server.js';
import { type LoadResult, load, type Target, VISITOR } from './load.js';
import { machine } from './machine.js';
import { table, writeReportSection } from './report.js';
import { seed } from './seed.js';
import { median } from './stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** The owner's words in Portuguese and Arabic for what the home page shows of his profile. */
const PROFILE_TEXTS = {
  pt: { greeting: 'Olá, eu sou', description: 'Engenheira de software em Lisboa.' },
  ar: { greeting: 'مرحبا، أنا', description: 'مهندسة برمجيات في لشبونة.' },
};

/**
 * `npm run bench:languages`: the bench's site (seed.ts) published in English, Portuguese and
 * Arabic, the owner's profile translated; the home page at `/`, `/pt/` and `/ar/`, kept, loaded in
 * turns at 64 connections, ROUNDS rounds, each figure the median of its rounds. Issue 34 asks a
 * kept page in a second language to answer at the default's requests/s.
 */
async function main() {
  const server = await startServer({
    API_RATE_LIMIT: '1000000000',
    PAGE_RATE_LIMIT: '1000000000',
    LOG_LEVEL: 'info',
  });
  try {
    await seed(server);
    const owner = await ownerApi(server);
    await owner.setLanguages(['en', 'pt', 'ar']);
    for (const [language, fields] of Object.entries(PROFILE_TEXTS)) {
      await owner.translate({ language, kind: 'profile', id: PROFILE_ENTITY, fields });
    }
    const base = server.publicUrl.replace('localhost', '127.0.0.1');
    const targets: Target[] = [
      { name: 'GET / (English, the default)', url: `${base}/`, headers: VISITOR },
      { name: 'GET /pt/ (Portuguese)', url: `${base}/pt/`, headers: VISITOR },
      { name: 'GET /ar/ (Arabic, right to left)', url: `${base}/ar/`, headers: VISITOR },
    ];
    for (const target of targets) await load(target);
    const runs = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) {
        const result = await load(target);
        if (result.errors > 0) throw new Error(`${target.name}: ${result.errors} errors`);
        runs.get(target.name)?.push(result);
        console.warn(
          `round ${round} ${target.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(2)} ms`,
        );
      }
    }
    const rows = [...runs.entries()].map(([name, results]) => ({
      name,
      requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
      p99Ms: median(results.map((r) => r.p99Ms)),
    }));
    const english = rows[0]?.requestsPerSecond ?? Number.NaN;
    const summary = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, with \`npm run bench:languages\``,
      `(the bench's site in three languages, the profile translated; each page kept, at 64`,
      `connections, in turns, the median of ${ROUNDS} rounds).`,
      '',
      table(
        ['Page', 'Requests/s', 'Of the default', 'p99'],
        rows.map((row) => [
          row.name,
          row.requestsPerSecond.toFixed(0),
          `${((100 * row.requestsPerSecond) / english).toFixed(0)}%`,
          `${row.p99Ms.toFixed(2)} ms`,
        ]),
      ),
    ].join('\n');
    console.warn(`\n${summary}`);
    writeReportSection('languages', summary);
  } finally {
    await server.stop();
  }
}

await main();
