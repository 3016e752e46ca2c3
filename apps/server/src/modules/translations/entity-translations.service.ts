import type { Db } from '../../db/database.js';
import { entityTranslationsInLanguages, type TranslationRow } from './translations.repository.js';

/**
 * One piece of content's texts in every language that has some (the search index writes its
 * documents in them). Apart from the translations' service, which reads every feature: the
 * search imports this alone, with no cycle.
 */
export function entityTranslations(
  db: Db,
  kind: string,
  id: string,
): Promise<(TranslationRow & { language: string })[]> {
  return entityTranslationsInLanguages(db, kind, id);
}
