import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { RenderPage, ServerTextsIn } from '@portfolio/contract';
import { inlineScriptHashes } from '../security/csp.js';
import { inlineStylesheet, inlineTemplateStylesheets } from './inline-styles.js';
import { pageAssetTags, type ViteManifest } from './page-assets.js';
import { compileTemplate } from './template.js';
import type { WebFactory } from './web-renderer.js';

const FAVICON = 'favicon.svg';
/** The public site's HTML entry, as Vite's manifest names it. */
const PUBLIC_ENTRY = 'index.html';

class WebBuildMissingError extends Error {
  constructor(distDir: string) {
    super(`The web app is not built (nothing at ${distDir}). Run: npm run build`);
    this.name = 'WebBuildMissingError';
  }
}

/**
 * The built web app: templates compiled once, the server entry imported once, hashed assets served
 * with a year of immutable caching. Each public page preloads its own chunk and carries its styles
 * inline (from Vite's manifest), so only the current page's code loads and nothing blocks its
 * first paint.
 */
export const productionWeb =
  (distDir: string): WebFactory =>
  async (app) => {
    const clientDir = path.join(distDir, 'client');
    const serverEntry = path.join(distDir, 'server', 'entry-server.js');
    if (!fs.existsSync(path.join(clientDir, 'index.html')) || !fs.existsSync(serverEntry)) {
      throw new WebBuildMissingError(distDir);
    }
    const publicSource = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const adminSource = fs.readFileSync(path.join(clientDir, 'admin.html'), 'utf8');
    const readStylesheet = (href: string) => fs.readFileSync(path.join(clientDir, href), 'utf8');
    // The public pages carry their styles; the admin app, a client-only app, links them.
    const publicTemplate = compileTemplate(inlineTemplateStylesheets(publicSource, readStylesheet));
    const adminTemplate = compileTemplate(adminSource);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
    ) as ViteManifest;
    const assetTags = new Map<string, string>();
    const pageAssets = (pageModule: string) => {
      let tags = assetTags.get(pageModule);
      if (tags === undefined) {
        tags = pageAssetTags(manifest, PUBLIC_ENTRY, pageModule, (href) =>
          inlineStylesheet(href, readStylesheet(href)),
        );
        assetTags.set(pageModule, tags);
      }
      return tags;
    };
    const { render, serverTexts } = (await import(pathToFileURL(serverEntry).href)) as {
      render: RenderPage;
      serverTexts: ServerTextsIn;
    };
    const { publicOrigin } = app.deps.config;
    await app.register(fastifyStatic, {
      root: path.join(clientDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      // The build wrote .br and .gz copies: the best one the browser takes is sent as it is.
      preCompressed: true,
    });
    const favicon = fs.readFileSync(path.join(clientDir, FAVICON));
    app.get(`/${FAVICON}`, (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon),
    );
    return {
      async publicPage(pathname, data, themeHead) {
        const page = render(pathname, data, publicOrigin);
        const head =
          themeHead +
          page.head +
          pageAssets(page.pageModule) +
          (page.languageModules ?? []).map(pageAssets).join('');
        return {
          status: page.status,
          body: publicTemplate({
            head,
            html: page.html,
            data: page.data,
            language: data.pageLanguage,
          }),
        };
      },
      texts: async (language) => serverTexts(language),
      async adminShell(data) {
        return adminTemplate({ head: '', html: '', data });
      },
      scriptHashes: inlineScriptHashes(publicSource + adminSource),
      async close() {},
    };
  };
