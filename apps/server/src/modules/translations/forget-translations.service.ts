import type { TranslatableKind } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { deleteEntityTranslations } from './translations.repository.js';

/**
 * In the transaction that deletes a piece of content (every one of its kind, without an id: the
 * timeline an import replaces): its texts in every language go with it.
 * Apart from the translations' service, which reads every feature: a feature's delete imports
 * this alone, with no cycle.
 */
export async function forgetTranslations(
  trx: Db,
  kind: TranslatableKind,
  id?: string,
): Promise<void> {
  await deleteEntityTranslations(trx, kind, id);
}
