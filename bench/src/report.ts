import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../e2e/fixtures/server.js';

const REPORT = path.join(ROOT, 'docs/performance.md');

/** Replaces the part of docs/performance.md between the markers of `name` with `text`. */
export function writeReportSection(name: string, text: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const report = fs.readFileSync(REPORT, 'utf8');
  const from = report.indexOf(start);
  const to = report.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${start} … ${end}`);
  fs.writeFileSync(
    REPORT,
    `${report.slice(0, from + start.length)}\n${text.trim()}\n${report.slice(to)}`,
  );
}

export const table = (header: string[], rows: (string | number)[][]) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
