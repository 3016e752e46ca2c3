import { describe, expect, it } from 'vitest';
import { ownerApi } from '../fixtures/content.js';
import { gzippedSize, manifest, pageClosure, scriptsOf } from '../fixtures/page-scripts.js';
import { useSite } from '../fixtures/suite.js';

// The site search as a visitor without JavaScript uses it: the header's form, a page of plain
// links with the words marked; with JavaScript, results as one types; and its page's scripts, no
// more than Home's.
const site = useSite({
  seed: async ({ server }) => {
    const api = await ownerApi(server);
    await api.addPost({
      title: 'Running Kubernetes at home',
      summary: 'Three small machines.',
      body: 'A cluster of **three** nodes.',
      status: 'published',
    });
    await api.addPost({ title: 'Kubernetes draft', status: 'draft' });
    await api.addProject('Cluster autoscaler', 'Canon_40D.jpg', 'go', {
      case_study: '## How\n\nIt watches Kubernetes pods waiting for room.',
    });
  },
});

describe('the site search without JavaScript', () => {
  it('finds a post and a project from the header’s form, the words marked, and leads to them', async () => {
    const { page, close } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(`${site.server.publicUrl}/about`);
    const header = page.getByRole('banner');
    await header.getByRole('searchbox', { name: 'Search the site' }).fill('kubernetes');
    await header.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${site.server.publicUrl}/search?q=kubernetes`);
    expect(await page.title()).toBe('Search | Portfolio');
    const main = page.getByRole('main');
    expect(await main.getByRole('status').textContent()).toBe('2 results for “kubernetes”');
    const results = main.getByRole('listitem');
    expect(await results.getByRole('link').allTextContents()).toEqual([
      'Running Kubernetes at home',
      'Cluster autoscaler',
    ]);
    // The post has the word in its title; the project's snippet, from its case study, marks it.
    expect(await main.locator('mark').allTextContents()).toEqual(['Kubernetes']);
    expect(await main.getByText('Kubernetes draft').count()).toBe(0);
    // The spec's navigation is as it was: the form is beside it.
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents(),
    ).toEqual(['Home', 'About', 'Projects', 'Certificates', 'Resume', 'Blog']);

    await results.getByRole('link', { name: 'Cluster autoscaler' }).click();
    await page.waitForURL(`${site.server.publicUrl}/projects/cluster-autoscaler`);
    expect(await main.getByRole('heading', { level: 2, name: 'How' }).count()).toBe(1);
    await close();
  });
});

describe('the site search with JavaScript', () => {
  it('shows the results of the words as they are typed, without leaving the page', async () => {
    const { page, problems, close } = await site.newPage();
    await page.goto(`${site.server.publicUrl}/search?q=kubernetes`);
    const main = page.getByRole('main');
    await expect
      .poll(() => main.getByRole('status').textContent())
      .toBe('2 results for “kubernetes”');
    // A mark on the document: a page loaded again would not have it.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    const field = main.getByRole('searchbox', { name: 'Search' });
    await field.fill('');
    await field.pressSequentially('autosc', { delay: 30 });
    await expect.poll(() => main.getByRole('status').textContent()).toBe('1 result for “autosc”');
    expect(await main.getByRole('listitem').getByRole('link').allTextContents()).toEqual([
      'Cluster autoscaler',
    ]);
    expect(page.url()).toBe(`${site.server.publicUrl}/search?q=autosc`);
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('JavaScript of the search page', () => {
  it('is no more than Home’s: the entry and its own small chunk', async () => {
    const chunks = manifest();
    const html = async (pagePath: string) => (await fetch(site.server.publicUrl + pagePath)).text();
    const search = scriptsOf(await html('/search?q=kubernetes'));
    const home = scriptsOf(await html('/'));
    expect(search).toEqual([...pageClosure(chunks, 'src/app/pages/search.tsx')].sort());
    console.warn(
      `JavaScript of the search page: ${(gzippedSize(search) / 1000).toFixed(1)} kB gzip; Home: ${(gzippedSize(home) / 1000).toFixed(1)} kB`,
    );
    expect(gzippedSize(search)).toBeLessThanOrEqual(gzippedSize(home));
  });
});
