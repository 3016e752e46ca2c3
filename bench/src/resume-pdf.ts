import os from 'node:os';
import {
  apiPaths,
  DEFAULT_RESUME_SETTINGS,
  RESUME_PDF_PATH,
  type ResumeSettings,
  type TimelineEntryBody,
} from '@portfolio/contract';
import { call, login } from '../../e2e/fixtures/api.js';
import { ownerApi } from '../../e2e/fixtures/content.js';
import { startServer } from '../../e2e/fixtures/server.js';
import { type LoadResult, load } from './load.js';
import { machine } from './machine.js';
import { table, writeReportSection } from './report.js';
import { median, percentile } from './stats.js';

/** Résumés set one after the other through the owner's preview, and rounds of the load. */
const RUNS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const SUMMARY =
  'Designed and ran the services behind the **billing** platform.\n\n- Cut the monthly close from five days to one\n- Moved forty services to one deployment pipeline\n- Hired and mentored six engineers';

/** A typical career: eight jobs with three achievements each, two degrees. */
const ENTRIES: TimelineEntryBody[] = [
  ...Array.from({ length: 8 }, (_, i) => ({
    kind: 'work' as const,
    role: i === 0 ? 'Staff engineer' : 'Senior software engineer',
    organisation: `Company number ${i + 1}`,
    place: 'Lisbon',
    start: `${2024 - 2 * i}-03`,
    end: i === 0 ? null : `${2025 - 2 * i}-12`,
    summary: SUMMARY,
    link: `https://company-${i + 1}.example`,
    visible: true,
  })),
  ...['MSc Computer Science', 'BSc Mathematics'].map((role, i) => ({
    kind: 'education' as const,
    role,
    organisation: 'Universidade de Lisboa',
    place: 'Lisbon',
    start: `${2008 - 4 * i}`,
    end: `${2010 - 4 * i}`,
    summary: '',
    link: 'https://www.ulisboa.pt',
    visible: true,
  })),
];

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * `npm run bench:resume`: on the production build, a typical career (eight jobs, two degrees,
 * three featured projects, three certificates), then: the time to set the generated résumé (the
 * owner's preview call, the image process warm), its size and pages, and GET /resume.pdf under
 * load against GET a media image. Writes the figures to docs/performance.md.
 */
async function main() {
  const [loadAverage = 0] = os.loadavg();
  const server = await startServer({ API_RATE_LIMIT: '1000000000', PAGE_RATE_LIMIT: '1000000000' });
  try {
    const token = await login(server.publicUrl);
    const owner = await ownerApi(server);
    const asOwner = async <T>(method: string, url: string, body?: object) => {
      const answer = await call<T>(server.publicUrl, token, method, url, body);
      if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.status}`);
      return answer.body;
    };
    let mediaUrl = '';
    for (let i = 0; i < 3; i++) {
      const project = (await owner.addProject(`Project ${i + 1}`, 'jolla.jpg')) as unknown as {
        _id: string;
        project_image: string;
      };
      mediaUrl ||= project.project_image;
      await asOwner('PATCH', apiPaths.projects.featured(project._id));
      await owner.addCertificate(`Certificate ${i + 1}`, 'Example Academy', 'jolla.jpg');
    }
    for (const entry of ENTRIES) await asOwner('POST', apiPaths.timeline.add, entry);

    const settings: ResumeSettings = { ...DEFAULT_RESUME_SETTINGS, source: 'generated' };
    const firstStarted = performance.now();
    await asOwner('PUT', apiPaths.resume.settings, settings);
    const firstMs = performance.now() - firstStarted;
    const times: number[] = [];
    let bytes = new Uint8Array();
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await fetch(server.publicUrl + apiPaths.resume.preview, {
        method: 'POST',
        headers: { access_token: token, 'content-type': 'application/json' },
        body: JSON.stringify(settings),
      });
      bytes = new Uint8Array(await res.arrayBuffer());
      times.push(performance.now() - started);
    }
    const pages = (
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/Type \/Page\b/gu) ?? []
    ).length;

    const base = server.publicUrl.replace('localhost', '127.0.0.1');
    const targets = [
      { name: 'GET /resume.pdf (generated, kept)', url: `${base}${RESUME_PDF_PATH}` },
      { name: 'GET a media image', url: `${base}${new URL(mediaUrl).pathname}` },
    ];
    for (const target of targets) await load(target);
    const runs = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) runs.get(target.name)?.push(await load(target));
    }
    const loads = [...runs.entries()].map(([name, results]) => ({
      name,
      rps: median(results.map((r) => r.requestsPerSecond)),
      p99: median(results.map((r) => r.p99Ms)),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
    }));
    const [pdfLoad, mediaLoad] = loads;
    const summary = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, with \`npm run bench:resume\``,
      `(the production build; a typical career: eight jobs with three achievements each, two degrees,`,
      `three featured projects, three certificates; the classic design on A4; ${RUNS} résumés set one`,
      "after the other through the owner's preview call, the image process warm, measured from the",
      "client: reading the content, the process's work and the answer; then wrk, 64 connections,",
      `${ROUNDS} rounds taking turns, medians shown; the machine's load average before the run:`,
      `${loadAverage.toFixed(1)}).`,
      '',
      table(
        ['Figure', 'Measured', 'Target'],
        [
          [
            'Setting the résumé, p50 / p95',
            `${ms(median(times))} / ${ms(percentile(times, 95))}`,
            '< 500 ms',
          ],
          ['The first, when the settings are saved (image process cold)', ms(firstMs), 'none'],
          ['Its size, pages', `${(bytes.byteLength / 1024).toFixed(1)} kB, ${pages}`, '< 150 kB'],
          ...loads.map((l) => [
            l.name,
            `${l.rps.toFixed(0)} req/s, p99 ${l.p99.toFixed(2)} ms, ${l.errors} errors`,
            l === pdfLoad ? "≥ the media image's" : '',
          ]),
          [
            '/resume.pdf against the media image',
            `${(((pdfLoad?.rps ?? 0) / (mediaLoad?.rps ?? 1)) * 100).toFixed(0)}%`,
            '≥ 100%',
          ],
        ],
      ),
    ].join('\n');
    console.warn(`\n${summary}`);
    writeReportSection('resume-pdf', summary);
  } finally {
    await server.stop();
  }
}

await main();
