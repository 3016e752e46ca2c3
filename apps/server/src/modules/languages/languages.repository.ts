import { DEFAULT_LANGUAGES, type SiteLanguages } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { readSiteDocument, writeSiteDocument } from '../../db/site-document.js';

/** The site's languages; English alone while none are stored. */
export async function getLanguages(db: Db): Promise<SiteLanguages> {
  const stored = await readSiteDocument(db, 'site_languages');
  return stored
    ? (stored as SiteLanguages)
    : {
        defaultLanguage: DEFAULT_LANGUAGES.defaultLanguage,
        languages: [...DEFAULT_LANGUAGES.languages],
      };
}

export async function saveLanguages(db: Db, languages: SiteLanguages, now: Date): Promise<void> {
  await writeSiteDocument(db, 'site_languages', languages, now);
}
