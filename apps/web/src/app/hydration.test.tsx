import { apiPaths, type RenderedPage } from '@portfolio/contract';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../entry-server';
import { stubMatchMedia } from '../test/browser';
import { fakeApi, reply } from '../test/fake-api';
import { certificate, makePostSummary, pageData, project, quote, resume } from '../test/fixtures';
import { PublicApp } from './PublicApp';
import { loadPublicPage } from './page-loaders';
import { resolvePublicPage } from './public-pages';
import { withServerHtml } from './server-html';

// The PDF viewer (pdf.js) needs a real browser; the browser tests draw it.
vi.mock('../features/resume/use-pdf-viewer', () => ({
  usePdfViewer: () => ({ status: 'loading' }),
}));

let root: Root | undefined;
beforeEach(() => {
  stubMatchMedia(false);
  fakeApi(({ url }) =>
    reply.ok(
      url.startsWith(apiPaths.contributions)
        ? { total: { lastYear: 0 }, contributions: [] }
        : { is_playing: false, item: null },
    ),
  );
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

const data = pageData({
  projects: [project(1), project(2)],
  certificates: [certificate(1)],
  quotes: [quote],
  resumes: [resume],
  profile: { ...pageData().profile, contributionsUsername: 'jane' },
});

describe('hydration', () => {
  it.each(['/', '/about', '/projects', '/certificates', '/resume', '/no-such-page', '/Admin'])(
    'takes over the server markup of %s without a mismatch',
    async (pathname) => {
      const container = document.createElement('div');
      container.innerHTML = render(pathname, data, 'https://jane.example').html;
      document.body.append(container);
      const Page = await loadPublicPage(resolvePublicPage(pathname).key);
      const recoverable = vi.fn();
      await act(async () => {
        root = hydrateRoot(container, <PublicApp pathname={pathname} data={data} Page={Page} />, {
          onRecoverableError: recoverable,
        });
      });
      // React reports a mismatch as a recoverable error (and console.error, which fails the test).
      expect(recoverable).not.toHaveBeenCalled();
      expect(container.querySelector('main')?.textContent).toBeTruthy();
      container.remove();
    },
  );

  it('takes over the server markup of a case study, with its head naming the project', async () => {
    const pathname = '/projects/project-1';
    const studied = {
      ...data,
      caseStudy: {
        project: { ...project(1), hasCaseStudy: true },
        html: '<h2 id="h-story">Story</h2><pre><code class="language-ts"><span class="hljs-keyword">const</span> x = 1;\n</code></pre><h3 id="h-how">How</h3><h2 id="h-then">Then</h2>',
        headings: [
          { level: 2 as const, text: 'Story', id: 'h-story' },
          { level: 3 as const, text: 'How', id: 'h-how' },
          { level: 2 as const, text: 'Then', id: 'h-then' },
        ],
        hasMath: false,
      },
    };
    const page = render(pathname, studied, 'https://jane.example');
    expect(page.status).toBe(200);
    expect(page.pageModule).toBe('src/app/pages/case-study.tsx');
    expect(page.head).toContain('<title>Projects | Portfolio</title>');
    expect(page.head).toContain('<meta property="og:title" content="Project 1">');
    expect(page.head).toContain(
      '<link rel="canonical" href="https://jane.example/projects/project-1">',
    );
    expect(page.data.caseStudy?.html).toBe('');
    expect(render(pathname, data, 'https://jane.example').status).toBe(404);
    const container = await hydrateAsTheClient(pathname, page);
    expect(container.querySelector('.hljs-keyword')?.textContent).toBe('const');
    container.remove();
  });

  it('takes over a post whose body travels once: in the markup, not in the embedded data', async () => {
    const pathname = '/blog/a-post-1';
    const body = `<h2 id="h-why">Why &amp; how</h2>${'<p>A <em>long</em> paragraph.</p>'.repeat(200)}`;
    const posted = {
      ...data,
      post: {
        post: {
          ...makePostSummary({ _id: '1', slug: 'a-post-1', title: 'A post' }),
          html: body,
          headings: [{ level: 2 as const, text: 'Why & how', id: 'h-why' }],
          hasMath: false,
          canonicalUrl: '',
          syndication: [],
        },
        related: [],
      },
    };
    const page = render(pathname, posted, 'https://jane.example');
    expect(page.status).toBe(200);
    expect(page.data.post?.post.html).toBe('');
    expect(JSON.stringify(page.data)).not.toContain('A <em>long</em> paragraph');
    expect(page.html).toContain('A <em>long</em> paragraph');
    const container = await hydrateAsTheClient(pathname, page);
    expect(container.querySelectorAll('.e-content p')).toHaveLength(200);
    expect(container.querySelector('#h-why')?.textContent).toBe('Why & how');
    container.remove();
  });
});

/**
 * Hydrates a page's markup as entry-client.tsx does: from the data the server embedded, each
 * body the markup carries taken back from it; fails on any mismatch.
 */
it('takes over About whose icons travel once: drawn in the markup, empty in the embedded data', async () => {
  const page = render('/about', data, 'https://jane.example');
  const drawn = Object.values(data.icons).filter((icon) => page.html.includes(icon.path));
  expect(drawn.length).toBeGreaterThan(0);
  for (const icon of Object.values(page.data.icons)) expect(icon.path).toBe('');
  for (const icon of drawn) expect(JSON.stringify(page.data)).not.toContain(icon.path);
  const container = await hydrateAsTheClient('/about', page);
  for (const icon of drawn) {
    expect(container.querySelector(`svg[data-icon="${icon.slug}"] path`)?.getAttribute('d')).toBe(
      icon.path,
    );
  }
  container.remove();
});

async function hydrateAsTheClient(pathname: string, page: RenderedPage): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = page.html;
  document.body.append(container);
  const embedded = withServerHtml(page.data, document);
  const Page = await loadPublicPage(resolvePublicPage(pathname, embedded).key);
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <PublicApp pathname={pathname} data={embedded} Page={Page} />, {
      onRecoverableError: recoverable,
    });
  });
  expect(recoverable).not.toHaveBeenCalled();
  return container;
}
