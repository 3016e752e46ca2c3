import { describe, expect, it } from 'vitest';
import { ownerApi } from '../fixtures/content.js';
import { useSite } from '../fixtures/suite.js';

// The site in three languages (issue 34), as a visitor without JavaScript gets it: the same page in
// two languages, the switch that keeps the page, the head's alternates, a right-to-left page whose
// header mirrors.
const site = useSite({
  context: { viewport: { width: 1280, height: 800 } },
  // The contact form answers at once: no minimum time to fill it.
  env: { CONTACT_MIN_FILL_SECONDS: '0' },
  seed: async ({ server }) => {
    const owner = await ownerApi(server);
    await owner.addProject('Gallery App', 'DSCN0010.jpg');
    await owner.setLanguages(['en', 'pt', 'ar']);
  },
});

async function withoutScript(pathname: string) {
  const opened = await site.newPage({ javaScriptEnabled: false });
  const response = await opened.page.goto(site.server.publicUrl + pathname);
  return { ...opened, status: response?.status() };
}

const heading = (page: Awaited<ReturnType<typeof withoutScript>>['page']) =>
  page.getByRole('heading', { level: 1 }).textContent();

describe('a site in three languages, without JavaScript', () => {
  it('serves the same page in English at its path and in Portuguese at its prefix', async () => {
    const en = await withoutScript('/projects');
    expect(en.status).toBe(200);
    expect(await heading(en.page)).toBe('MY Projects');
    expect(await en.page.locator('html').getAttribute('lang')).toBe('en');
    const pt = await withoutScript('/pt/projects');
    expect(pt.status).toBe(200);
    expect(await heading(pt.page)).toBe('MEUS Projetos');
    expect(await pt.page.locator('html').getAttribute('lang')).toBe('pt');
    expect(await pt.page.getByRole('main').getByText('Gallery App').count()).toBeGreaterThan(0);
    expect((await withoutScript('/de/projects')).status).toBe(404);
  });

  it('switches language on the same page from the header, and names every language in the head', async () => {
    const { page } = await withoutScript('/about');
    const hreflangs = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
    const origin = site.server.publicUrl.replace(/\/$/, '');
    expect(hreflangs).toEqual([
      ['en', `${origin}/about`],
      ['pt', `${origin}/pt/about`],
      ['ar', `${origin}/ar/about`],
      ['x-default', `${origin}/about`],
    ]);
    await page
      .getByRole('navigation', { name: 'Languages' })
      .getByRole('link', { name: 'português' })
      .click();
    await page.waitForURL(/\/pt\/about$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('pt');
    const switcher = page.getByRole('navigation', { name: 'Idiomas' });
    expect(
      await switcher.getByRole('link', { name: 'português' }).getAttribute('aria-current'),
    ).toBe('page');
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Projetos' })
      .click();
    await page.waitForURL(/\/pt\/projects$/);
    expect(await heading(page)).toBe('MEUS Projetos');
  });

  it("answers the contact form in Portuguese: its thanks, and the server's refusal of a form sent twice", async () => {
    const { page } = await withoutScript('/pt/contact');
    expect(await page.title()).toBe('Contato | Portfólio');
    await page.getByLabel('Nome').fill('Ada Lovelace');
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByLabel('Mensagem').fill('Olá sem JavaScript');
    const isPost = (res: { request(): { method(): string } }) => res.request().method() === 'POST';
    const [sent] = await Promise.all([
      page.waitForResponse(isPost),
      page.getByRole('button', { name: 'Enviar' }).click(),
    ]);
    expect(sent.url()).toBe(`${site.server.publicUrl}/pt/contact`);
    expect(sent.status()).toBe(200);
    expect(await page.getByRole('status').textContent()).toBe(
      'Obrigado: sua mensagem foi enviada.',
    );
    // Reloading the answer posts the same form again: the server refuses it, in Portuguese.
    const [again] = await Promise.all([page.waitForResponse(isPost), page.reload()]);
    expect(again.status()).toBe(409);
    expect(await page.getByRole('alert').textContent()).toBe(
      'Este formulário já foi enviado: recarregue a página para escrever de novo',
    );
    expect(await page.locator('html').getAttribute('lang')).toBe('pt');
  });

  it('draws an Arabic page right to left: its header mirrors', async () => {
    const en = await withoutScript('/');
    const ar = await withoutScript('/ar/');
    expect(ar.status).toBe(200);
    expect(await ar.page.locator('html').getAttribute('dir')).toBe('rtl');
    const width = 1280;
    const logoEn = await en.page.locator('header a').first().boundingBox();
    const logoAr = await ar.page.locator('header a').first().boundingBox();
    if (!logoEn || !logoAr) throw new Error('No logo drawn');
    // The logo starts the header: at its left in English, at its right in Arabic.
    expect(logoEn.x).toBeLessThan(width / 4);
    expect(logoAr.x + logoAr.width).toBeGreaterThan((width * 3) / 4);
    expect(Math.abs(logoAr.x + logoAr.width - (width - logoEn.x))).toBeLessThan(2);
    const navAr = await ar.page.getByRole('navigation', { name: 'التنقل الرئيسي' }).boundingBox();
    expect(navAr?.x).toBeLessThan(logoAr.x);
  });

  it('suggests the language the browser asks for with a link, never a redirect', async () => {
    const { page, status } = await (async () => {
      const opened = await site.newPage({ javaScriptEnabled: false, locale: 'pt-BR' });
      const response = await opened.page.goto(`${site.server.publicUrl}/about`);
      return { page: opened.page, status: response?.status() };
    })();
    expect(status).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/about');
    const suggestion = page.getByText('Also in');
    expect(await suggestion.getByRole('link', { name: 'português' }).getAttribute('href')).toBe(
      '/pt/about',
    );
  });

  it("hydrates a page in another language with its catalogue's chunk, which the server preloads", async () => {
    const html = await (await fetch(`${site.server.publicUrl}/ar/about`)).text();
    const preloads = [
      ...html.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([^"]+)"/g),
    ].map(([, file]) => file);
    expect(preloads.some((file) => /^ar-/.test(file ?? ''))).toBe(true);
    expect(preloads.some((file) => /^language-parts-/.test(file ?? ''))).toBe(true);
    const english = await (await fetch(`${site.server.publicUrl}/about`)).text();
    expect(english).not.toMatch(/href="\/assets\/(ar|pt)-/);

    const { page, problems } = await site.newPage();
    await page.goto(`${site.server.publicUrl}/ar/about`);
    const toggle = page.getByRole('switch');
    await toggle.click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(problems).toEqual([]);
  });
});
