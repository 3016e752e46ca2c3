import fs from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

/** Where the ICU message catalogues are: `src/messages/<language>.json`. */
const CATALOGUES = path.resolve(import.meta.dirname, 'src/messages');

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0messages:';

/**
 * `virtual:messages/<language>`: that language's ICU catalogue compiled to a module of plain
 * functions (@messageformat/core's compileModule), at build and test time. The browser runs only
 * the compiled functions and @messageformat/runtime's plural and number helpers: nothing is
 * compiled there (the site's CSP forbids eval).
 */
export const messageCatalogues = (): Plugin => ({
  name: 'message-catalogues',
  resolveId: (id) => (id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined),
  load(id) {
    if (!id.startsWith(RESOLVED)) return undefined;
    // `en.switch`: a part of a language's catalogue in a file of its own, for a chunk of its own.
    const name = id.slice(RESOLVED.length);
    const language = /^([a-z]{2,3})(?:\.[a-z]+)?$/.exec(name)?.[1];
    if (!language) throw new Error(`No message catalogue ${name}`);
    const file = path.join(CATALOGUES, `${name}.json`);
    this.addWatchFile(file);
    const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const code = compileModule(new MessageFormat(language), messages as never);
    return language === ENGLISH ? withoutRuntime(name, code) : code;
  },
});

const ENGLISH = 'en';
const SELECT_IMPORT = 'import { select } from "@messageformat/runtime";';

/**
 * English's catalogue as plain functions that import nothing, so a page in English loads none of
 * @messageformat/runtime (its plural rules and number formats ride with the other languages'
 * catalogues). English says its counts with `select` on the number (`{n, select, 1 {…} other
 * {…}}`: English's plural rule for whole numbers), its one helper written in; a message that
 * needs the runtime is refused at build time.
 */
function withoutRuntime(name: string, code: string): string {
  const inlined = code.replace(
    SELECT_IMPORT,
    'const select = (value, cases) => cases[value] ?? cases.other;',
  );
  if (inlined.includes('@messageformat/runtime')) {
    throw new Error(
      `The English catalogue ${name} needs @messageformat/runtime: say its counts with select`,
    );
  }
  return inlined;
}
