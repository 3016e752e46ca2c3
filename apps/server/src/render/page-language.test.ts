import { describe, expect, it } from 'vitest';
import { pageLanguageOf } from './page-language.js';

describe("a page's language", () => {
  const site = { defaultLanguage: 'en', languages: ['en', 'pt', 'ar'] };

  it('names the site languages in themselves and gives the page its direction', () => {
    expect(pageLanguageOf(site, '/about', 'ar', undefined)).toEqual({
      language: 'ar',
      path: '/about',
      dir: 'rtl',
      defaultLanguage: 'en',
      languages: [
        { tag: 'en', name: 'English' },
        { tag: 'pt', name: 'português' },
        { tag: 'ar', name: 'العربية' },
      ],
    });
    expect(pageLanguageOf(site, '/', 'pt', 'ar')).toMatchObject({ dir: 'ltr', suggested: 'ar' });
  });

  it('works the names out once for the same languages, and again for others', () => {
    const first = pageLanguageOf(site, '/', 'en', undefined);
    expect(pageLanguageOf(site, '/blog', 'pt', undefined)?.languages).toBe(first?.languages);
    const other = { defaultLanguage: 'en', languages: ['en', 'de'] };
    expect(pageLanguageOf(other, '/', 'de', undefined)?.languages).toEqual([
      { tag: 'en', name: 'English' },
      { tag: 'de', name: 'Deutsch' },
    ]);
  });

  it('is none on a site in English alone, whose pages stay as the spec has them', () => {
    expect(pageLanguageOf({ defaultLanguage: 'en', languages: ['en'] }, '/', 'en', undefined)).toBe(
      undefined,
    );
  });
});
