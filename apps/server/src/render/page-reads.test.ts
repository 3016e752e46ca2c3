import { caseStudyPath, ENGLISH_SERVER_TEXTS } from '@portfolio/contract';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as ogImages from '../modules/og-image/og-image.service.js';
import * as themes from '../modules/theme/theme.repository.js';
import { expectStatus, testAppPerFile } from '../test/app.js';
import { seedProject } from '../test/content.js';
import type { WebFactory } from './web-renderer.js';

/** A renderer that renders nothing: these tests count what a render reads, not its markup. */
const plainWeb: WebFactory = async () => ({
  publicPage: async (pathname) => ({ status: 200, body: pathname }),
  texts: async () => ENGLISH_SERVER_TEXTS,
  adminShell: async () => '',
  scriptHashes: [],
  close: async () => {},
});

const ctx = testAppPerFile({ PUBLIC_ORIGIN: 'https://example.com' }, { web: plainWeb });
let study: string;
beforeAll(async () => {
  const token = await ctx.openSession();
  const project = await seedProject(ctx, token, { title: 'Engine', case_study: '# The engine' });
  study = caseStudyPath(project.slug);
});

const readTheme = vi.spyOn(themes, 'getTheme');
const ogImage = vi.spyOn(ogImages, 'ogImageOf');
beforeEach(() => {
  readTheme.mockClear();
  ogImage.mockClear();
});

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: 'example.com' } });

describe('rendering a public page', () => {
  it('reads the theme once and makes its social image once', async () => {
    for (const path of ['/', '/about', '/contact', study]) {
      readTheme.mockClear();
      ogImage.mockClear();
      expectStatus(await get(path), 200);
      expect({ path, themeReads: readTheme.mock.calls.length }).toEqual({ path, themeReads: 1 });
      expect({ path, ogImages: ogImage.mock.calls.length }).toEqual({ path, ogImages: 1 });
    }
  });

  it('reads nothing again while its answer is kept', async () => {
    expectStatus(await get(study), 200);
    readTheme.mockClear();
    expectStatus(await get(study), 200);
    expect(readTheme).not.toHaveBeenCalled();
  });
});
