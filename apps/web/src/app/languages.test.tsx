import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';
import { makePostSummary, pageData, pageLanguageOf, project } from '../test/fixtures';
import { ORIGIN, renderIn } from '../test/render-page';

const filter = { tags: ['rust'], tag: 'rust', page: 1, pageCount: 1, total: 1 };

describe('a page in one of several languages', () => {
  it("links the same page, its filter kept, in every language, each named in its own, from the header's switch", () => {
    const data = pageData({
      projects: [project(1)],
      projectFilter: filter,
      pageLanguage: pageLanguageOf('pt', '/projects'),
    });
    const { html } = render('/projects', data, ORIGIN);
    const switchHtml = html.slice(html.indexOf('aria-label="Idiomas"'));
    expect(switchHtml).toContain('<a href="/projects?tag=rust" lang="en" hrefLang="en"');
    expect(switchHtml).toMatch(
      /<a href="\/pt\/projects\?tag=rust" lang="pt" hrefLang="pt" aria-current="page"/,
    );
    expect(switchHtml).toContain('<a href="/ar/projects?tag=rust" lang="ar" hrefLang="ar"');
    expect(switchHtml).toContain('>العربية</a>');
  });

  it("draws the interface in the page's language: the navigation at its prefix, the catalogue's texts", () => {
    const data = pageData({
      projects: [project(1)],
      pageLanguage: pageLanguageOf('pt', '/projects'),
    });
    const { html } = render('/projects', data, ORIGIN);
    expect(html).toContain('<a href="/pt/about" class=');
    expect(html).toContain('>Sobre</a>');
    expect(html).toContain('MEUS Projetos');
    expect(html).toContain('Pular para o conteúdo');
    expect(html).not.toContain('MY Projects');
  });

  it("keeps the owner's own words in the default language, and the spec's where he has none", () => {
    const data = pageData({
      projects: [project(1)],
      texts: { ...pageData().texts, projectsHeading: 'Things I built' },
      pageLanguage: pageLanguageOf('en', '/projects'),
    });
    const { html } = render('/projects', data, ORIGIN);
    expect(html).toContain('Things I built');
    expect(html).toContain('>About</a>');
  });

  it('writes dates and reading times through Intl and ICU plurals of its language', () => {
    const posts = [makePostSummary({ publishedAt: '2026-11-27T10:00:00.000Z', readingMinutes: 3 })];
    const blogFilter = { tags: [], page: 1, pageCount: 1, total: 1 };
    const ar = renderIn('ar', '/blog', { posts, blogFilter, blogEnabled: true });
    expect(ar.html).toContain('3 دقائق قراءة');
    expect(ar.html).toContain(
      new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date('2026-11-27T10:00:00Z'),
      ),
    );
    const en = render('/blog', pageData({ posts, blogFilter, blogEnabled: true }), ORIGIN);
    expect(en.html.replace(/<[^>]+>/g, '')).toContain('27 November 2026 · 3 min read');
  });

  it('offers the language the browser asks for first as a link, and says nothing without', () => {
    const data = pageData({ pageLanguage: pageLanguageOf('en', '/about', 'pt') });
    const { html } = render('/about', data, ORIGIN);
    expect(html).toMatch(
      /Also in(<!-- -->)? <a href="\/pt\/about" lang="pt" hrefLang="pt">português<\/a>/,
    );
    const plain = render(
      '/about',
      pageData({ pageLanguage: pageLanguageOf('en', '/about') }),
      ORIGIN,
    );
    expect(plain.html).not.toContain('Also in');
  });

  it('names the other languages and the default in its head, and preloads its language chunks', () => {
    const page = renderIn('ar', '/about');
    expect(page.head).toContain(`<link rel="canonical" href="${ORIGIN}/ar/about">`);
    expect(page.head).toContain(`<link rel="alternate" hreflang="pt" href="${ORIGIN}/pt/about">`);
    expect(page.head).toContain(
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/about">`,
    );
    expect(page.languageModules).toEqual(['src/app/language-parts.tsx', 'src/messages/ar.ts']);
  });

  it('is drawn as before on a site in English alone: no switch, no alternates, no chunks', () => {
    const page = render('/about', pageData(), ORIGIN);
    expect(page.head).not.toContain('hreflang');
    expect(page.html).not.toContain('lang="pt"');
    expect(page.languageModules).toEqual([]);
  });
});
