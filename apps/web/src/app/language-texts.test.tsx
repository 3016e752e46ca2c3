import arabic from 'virtual:messages/ar';
import englishContact from 'virtual:messages/en.contact';
import portuguese from 'virtual:messages/pt';
import {
  contactTexts,
  type PublicPageData,
  projectTagPath,
  SITE_TEXT_KEYS,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';
import { makeCertificate, makeProject, pageData } from '../test/fixtures';
import { ORIGIN, renderIn } from '../test/render-page';

/** The catalogues' sources: English's in its parts (`en.<part>.json`), the others' whole. */
const sources = import.meta.glob<Record<string, unknown>>('../messages/*.json', {
  eager: true,
  import: 'default',
});

/** Texts whose English is written where they are shown (`RepositoryFacts`). */
const ENGLISH_IN_CODE = ['stars', 'repositoryUpdated'];

/** Every message's name in a catalogue's source, a nested one's as `parent.name`. */
function keysOf(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [prefix + key]
      : keysOf(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

/** The page's text as a reader reads it: without its tags. */
const textOf = (html: string) => {
  const page = document.createElement('div');
  page.innerHTML = html;
  return page.textContent ?? '';
};

const filter = { tags: ['rust'], tag: 'rust', page: 1, pageCount: 2, total: 13 };
const projects = [makeProject({ date: '2024-05', tags: ['rust'] })];

describe("the interface's texts in the page's language", () => {
  it("has every English text in Portuguese and Arabic: each part's, and none they lack", () => {
    const english = Object.entries(sources)
      // The server's own texts are a catalogue apart (server-texts.test.ts).
      .filter(([file]) => /\/en(\.[a-z]+)?\.json$/.test(file) && !file.endsWith('.server.json'))
      .flatMap(([, messages]) => keysOf(messages));
    // Besides, the navigation's labels and the fixed texts': English's are the spec's, elsewhere.
    const elsewhere = (key: string) =>
      key.startsWith('nav.') ||
      (SITE_TEXT_KEYS as readonly string[]).includes(key) ||
      ENGLISH_IN_CODE.includes(key);
    for (const language of ['pt', 'ar']) {
      const keys = keysOf(sources[`../messages/${language}.json`] ?? {});
      expect(english.filter((key) => !keys.includes(key))).toEqual([]);
      expect(keys.filter((key) => !english.includes(key) && !elsewhere(key))).toEqual([]);
    }
  });

  it('says counts with the plural forms of its language, and writes numbers and months as Intl does', () => {
    expect(portuguese.projectsTagged?.({ count: 1, tag: 'rust' })).toBe(
      '1 projeto com a tag “rust”.',
    );
    expect(portuguese.stars?.({ count: 1234 })).toBe('1.234 estrelas');
    expect(arabic.stars?.({ count: 2 })).toBe('نجمتان');
    expect(arabic.searchResults?.({ total: 2, query: 'rust' })).toBe('نتيجتان لـ “rust”');
    expect(arabic.searchResults?.({ total: 5, query: 'rust' })).toContain('نتائج');
    const page = renderIn('pt', '/projects', { projects, projectFilter: filter });
    const text = textOf(page.html);
    expect(text).toContain('13 projetos com a tag “rust”.');
    expect(text).toContain('Ver todos os projetos');
    expect(text).toContain('maio de 2024');
    expect(text).toContain('Buscar');
    expect(page.html).toContain('aria-label="Páginas de projetos"');
    expect(page.html).toContain('aria-label="Página 2"');
  });

  it("draws an Arabic page's labels, 404 and forms in Arabic", () => {
    const certificates = renderIn('ar', '/certificates', {
      certificates: [makeCertificate({ issued_by: 'ACME', credential_link: 'https://a.example' })],
    });
    expect(textOf(certificates.html)).toContain('صادرة عن:');
    expect(textOf(certificates.html)).toContain('تحقق');
    const missing = renderIn('ar', '/nowhere');
    expect(textOf(missing.html)).toContain('اذهب إلى الرئيسية');
    const contact = renderIn('ar', '/contact', { contact: { formToken: 't' } });
    expect(textOf(contact.html)).toContain('إرسال');
    expect(contact.html).toContain('placeholder="بحث"');
    expect(contact.head).toContain('<title>تواصل | معرض الأعمال</title>');
    expect(contact.head).toContain('type="application/atom+xml" title="Jane: المشاريع"');
  });

  it("says the server's English where the server says it too: the contact form's thanks", () => {
    expect(englishContact.messageSent()).toBe(contactTexts.sent);
  });

  it("is the spec's English on a site in English alone, to the letter", () => {
    const data: PublicPageData = pageData({ projects, projectFilter: filter });
    const page = render('/projects', data, ORIGIN);
    const text = textOf(page.html);
    expect(text).toContain('13 projects tagged “rust”. See all projects');
    expect(text).toContain('May 2024');
    expect(page.html).toContain('aria-label="Filter projects by tag"');
    expect(page.html).toContain('aria-label="Page 2"');
    expect(page.html).toContain('>All</a>');
    expect(page.html).toContain(`href="${projectTagPath('/projects', 'rust')}"`);
    expect(page.head).toContain('<title>Projects | Portfolio</title>');
  });
});
