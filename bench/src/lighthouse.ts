import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../../e2e/fixtures/browser.js';
import { ROOT, startServer } from '../../e2e/fixtures/server.js';
import { machine } from './machine.js';
import { table, writeReportSection } from './report.js';
import { seed } from './seed.js';

const PAGES = ['/', '/about', '/projects', '/certificates', '/resume'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const REPORTS = path.join(ROOT, 'test-results/lighthouse');

/**
 * `npm run lighthouse`: Lighthouse's mobile preset, in Debian's Chromium, on every public page of
 * the production build with realistic content. Saves each report and prints the scores.
 */
async function main() {
  fs.mkdirSync(REPORTS, { recursive: true });
  const server = await startServer({ LOG_LEVEL: 'warn', API_RATE_LIMIT: '1000000' });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await seed(server);
    const rows: (string | number)[][] = [];
    for (const page of PAGES) {
      const result = await lighthouse(`${server.publicUrl}${page}`, {
        port: chrome.port,
        output: ['html', 'json'],
        onlyCategories: [...CATEGORIES],
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const name = page === '/' ? 'home' : page.slice(1);
      const [html, json] = result.report as string[];
      fs.writeFileSync(path.join(REPORTS, `${name}.html`), html ?? '');
      fs.writeFileSync(path.join(REPORTS, `${name}.json`), json ?? '');
      const scores = CATEGORIES.map((category) =>
        Math.round((result.lhr.categories[category]?.score ?? 0) * 100),
      );
      rows.push([page, ...scores]);
      console.warn(`${page}: ${CATEGORIES.map((c, i) => `${c} ${scores[i]}`).join(', ')}`);
    }
    const summary = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, with \`npm run lighthouse\``,
      '(Lighthouse, mobile preset with its simulated slow 4G and CPU slowdown, Debian Chromium,',
      'production build with 20 projects, 20 certificates, 10 quotes and a resume; reports in',
      '`test-results/lighthouse/`). Targets: performance ≥ 95 (≥ 85 on /resume); the others 100.',
      '',
      table(['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO'], rows),
    ].join('\n');
    writeReportSection('lighthouse', summary);
    console.warn(`\n${summary}`);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
