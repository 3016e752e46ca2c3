import fs from 'node:fs';
import path from 'node:path';
import type { RenderPage, ServerTextsIn } from '@portfolio/contract';
import { expect } from 'vitest';
import { compileTemplate } from '../render/template.js';
import type { WebFactory } from '../render/web-renderer.js';
import { inlineScriptHashes } from '../security/csp.js';

const WEB_ROOT = path.resolve(import.meta.dirname, '../../../web');

/**
 * The web app's real server renderer, run from its sources, in the web app's own page template:
 * what production serves, less the built asset tags.
 */
export const sourceWeb: WebFactory = async (app) => {
  // A path in a variable: the server's TypeScript project does not compile the web's sources.
  const entry = path.join(WEB_ROOT, 'src/entry-server.tsx');
  const { render, serverTexts } = (await import(entry)) as {
    render: RenderPage;
    serverTexts: ServerTextsIn;
  };
  const source = (file: string) => fs.readFileSync(path.join(WEB_ROOT, file), 'utf8');
  const fill = compileTemplate(source('index.html'));
  const fillAdmin = compileTemplate(source('admin.html'));
  return {
    async publicPage(pathname, data, themeHead) {
      const page = render(pathname, data, app.deps.config.publicOrigin);
      const head = themeHead + page.head;
      return {
        status: page.status,
        body: fill({ head, html: page.html, data: page.data, language: data.pageLanguage }),
      };
    },
    texts: async (language) => serverTexts(language),
    adminShell: async (data) => fillAdmin({ head: '', html: '', data }),
    scriptHashes: inlineScriptHashes(source('index.html') + source('admin.html')),
    close: async () => {},
  };
};

/** The content of a page head's meta tag with this attribute (`property="og:image"`), `&amp;` read. */
export const metaContent = (html: string, attribute: string) =>
  new RegExp(`<meta ${attribute} content="([^"]*)">`).exec(html)?.[1]?.replaceAll('&amp;', '&');

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Checks that a social image is a PNG of 1200×630. */
export function expectSocialImagePng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  // IHDR, the first chunk: width and height, big-endian.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
}
