// Docs name real code: every code name in backticks in README.md and docs/ is found in the
// repository's code, so a rename or a removal cannot leave the docs describing what is gone.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Names the docs use that are not ours to find in the code: the docs' own examples of what a
 * reader might add, and names of other programs.
 */
const NOT_OURS = new Map([
  ['talks.routes.ts', 'the example feature of "Adding things"'],
  ['talks.service.ts', 'the example feature of "Adding things"'],
  ['talks.test.ts', 'the example feature of "Adding things"'],
  ['modules/talks/talks.repository.ts', 'the example feature of "Adding things"'],
  ['apps/web/src/app/pages/uses.tsx', 'the example page of "Adding things"'],
  ['x.test.ts', 'the pattern of a test file beside its code'],
  ['WEB_CONCURRENCY', 'a setting decision 019 weighed and did not build'],
  ['proxy_request_buffering', 'an nginx directive'],
  ['client_header_timeout', 'an nginx directive'],
  ['client_body_timeout', 'an nginx directive'],
  ['limit_conn', 'an nginx directive'],
  ['max_connections', 'a PostgreSQL setting'],
  ['REACT_APP_BASEURL', "the older client's one setting (compatibility.md)"],
  ['RemoveEnvironmentCleanupHook', 'a Node.js internal (decision 008)'],
]);

/** The folders .gitignore names (`node_modules/`, `dist/`, …), and git's own. */
const IGNORED_FOLDERS = new Set([
  '.git',
  ...fs
    .readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .filter((line) => line.endsWith('/'))
    .map((line) => line.slice(0, -1)),
]);

/**
 * The project's files, as paths from its root: a walk that skips the ignored folders, so that the
 * test reads the same files in a git checkout and in an unpacked copy (CI's `git archive`).
 */
function projectFiles(dir = '') {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return IGNORED_FOLDERS.has(entry.name) ? [] : projectFiles(file);
    return entry.isFile() ? [file] : [];
  });
}

const tracked = projectFiles();

const CODE_FILE = /\.(ts|tsx|mjs|cjs|js|json|css|html|conf|sh)$|^\.ci\/|^\.env\.example$/;
const THIS_FILE = path.relative(ROOT, import.meta.filename);
const codeFiles = tracked.filter(
  (file) => CODE_FILE.test(file) && !file.startsWith('docs/') && file !== THIS_FILE,
);
const docFiles = tracked.filter((file) => /^(README\.md|docs\/.*\.md)$/.test(file));

/** Every word of the code: identifiers, columns, settings. */
const words = new Set();
for (const file of [...codeFiles, ...tracked.filter((f) => f.startsWith('docs/nginx/'))]) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  for (const word of text.match(/[A-Za-z_$][A-Za-z0-9_$]*/g) ?? []) words.add(word);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** A name only code has: camelCase, an inner capital, or an underscore between letters. */
const isCodeWord = (word) =>
  /[a-z][A-Z]/.test(word) || /^[A-Z][a-z0-9]+[A-Z]/.test(word) || /[A-Za-z]_[A-Za-z]/.test(word);
const SOURCE_FILE = /^[\w.\-/]+\.(ts|tsx|mjs|cjs)$/;

/**
 * What a backticked text names, if it is a code name: a file of ours (`render/page-data.ts`), or
 * an identifier, a member (`HtmlContext.themeHead`) or a call (`contentVersion.bump()`).
 */
function codeNameOf(text) {
  if (SOURCE_FILE.test(text)) return { file: text };
  const parts = text.replace(/\(\)$/, '').split('.');
  if (!parts.every((part) => IDENTIFIER.test(part))) return undefined;
  if (!parts.some(isCodeWord)) return undefined;
  return { words: parts };
}

function isFound(name) {
  if (name.file) {
    return tracked.some((file) => file === name.file || file.endsWith(`/${name.file}`));
  }
  return name.words.every((word) => words.has(word));
}

describe('docs', () => {
  it('name only code that exists', () => {
    const missing = [];
    let checked = 0;
    for (const doc of docFiles) {
      const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
      for (const [, quoted] of text.matchAll(/`([^`\n]+)`/g)) {
        const name = codeNameOf(quoted);
        if (!name || NOT_OURS.has(quoted)) continue;
        checked++;
        if (!isFound(name)) missing.push(`${doc}: \`${quoted}\``);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('give each decision a status and a date', () => {
    const decisions = docFiles.filter((file) => file.startsWith('docs/decisions/'));
    const undated = decisions.filter((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      return !/^Status: [a-z]+[^\n]*\b\d{4}-\d{2}-\d{2}\b/m.test(text);
    });
    expect(decisions.length).toBeGreaterThan(0);
    expect(undated).toEqual([]);
  });

  it('keep no exception that the code now has', () => {
    const stale = [...NOT_OURS.keys()].filter((name) => isFound(codeNameOf(name)));
    expect(stale).toEqual([]);
  });
});
