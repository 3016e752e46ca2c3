import fs from 'node:fs';
import path from 'node:path';
import type { RenderPage, ServerTextsIn } from '@portfolio/contract';
import { compileTemplate } from './template.js';
import type { WebFactory } from './web-renderer.js';

/**
 * Development: Vite serves the web sources with hot reload inside this server, and renders the
 * public pages from source on every request.
 */
export const devWeb =
  (webRoot: string): WebFactory =>
  async (app) => {
    // Loaded here, not at the top: a production start never pays for them.
    const { createServer } = await import('vite');
    const { default: middie } = await import('@fastify/middie');
    const vite = await createServer({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);

    // Vite's plugins tell the public page from the admin app by the file's path, as in the build.
    const template = async (file: string) =>
      compileTemplate(
        await vite.transformIndexHtml(
          `/${file}`,
          fs.readFileSync(path.join(webRoot, file), 'utf8'),
        ),
      );

    return {
      async publicPage(pathname, data, themeHead) {
        const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
          render: RenderPage;
        };
        const page = render(pathname, data, app.deps.config.publicOrigin);
        return {
          status: page.status,
          body: (await template('index.html'))({
            head: themeHead + page.head,
            html: page.html,
            data: page.data,
            language: data.pageLanguage,
          }),
        };
      },
      async texts(language) {
        const { serverTexts } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
          serverTexts: ServerTextsIn;
        };
        return serverTexts(language);
      },
      async adminShell(data) {
        return (await template('admin.html'))({ head: '', html: '', data });
      },
      scriptHashes: undefined,
      close: () => vite.close(),
    };
  };
