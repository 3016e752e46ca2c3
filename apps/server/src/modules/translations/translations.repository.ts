import type { Db } from '../../db/database.js';

/** One field's text in a language. */
export interface TranslationRow {
  kind: string;
  entity_id: string;
  field: string;
  value: string;
}

/** Every text of a language, of every kind. */
export const translationRows = (db: Db, language: string): Promise<TranslationRow[]> =>
  db
    .selectFrom('translations')
    .select(['kind', 'entity_id', 'field', 'value'])
    .where('language', '=', language)
    .orderBy('kind')
    .orderBy('entity_id')
    .orderBy('field')
    .execute();

/** One entity's texts in a language. */
export const entityTranslationRows = (
  db: Db,
  language: string,
  kind: string,
  entityId: string,
): Promise<TranslationRow[]> =>
  db
    .selectFrom('translations')
    .select(['kind', 'entity_id', 'field', 'value'])
    .where('language', '=', language)
    .where('kind', '=', kind)
    .where('entity_id', '=', entityId)
    .orderBy('field')
    .execute();

/** One entity's texts in every language that has some. */
export const entityTranslationsInLanguages = (
  db: Db,
  kind: string,
  entityId: string,
): Promise<(TranslationRow & { language: string })[]> =>
  db
    .selectFrom('translations')
    .select(['language', 'kind', 'entity_id', 'field', 'value'])
    .where('kind', '=', kind)
    .where('entity_id', '=', entityId)
    .orderBy('language')
    .orderBy('field')
    .execute();

/** Sets one field's text in a language, replacing the one it had. */
export async function upsertTranslation(
  trx: Db,
  language: string,
  row: TranslationRow,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('translations')
    .values({ ...row, language, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['language', 'kind', 'entity_id', 'field'])
        .doUpdateSet({ value: row.value, updated_at: now }),
    )
    .execute();
}

/** Removes one field's text in a language: readers see the default again. */
export async function deleteTranslation(
  trx: Db,
  language: string,
  row: Omit<TranslationRow, 'value'>,
): Promise<void> {
  await trx
    .deleteFrom('translations')
    .where('language', '=', language)
    .where('kind', '=', row.kind)
    .where('entity_id', '=', row.entity_id)
    .where('field', '=', row.field)
    .execute();
}

/** Every language with texts, and how many, A to Z. */
export async function translatedLanguages(db: Db): Promise<{ language: string; texts: number }[]> {
  const rows = await db
    .selectFrom('translations')
    .select((eb) => ['language', eb.fn.countAll<number | string>().as('texts')])
    .groupBy('language')
    .orderBy('language')
    .execute();
  return rows.map((row) => ({ language: row.language, texts: Number(row.texts) }));
}

/** Deletes every text of a language; answers how many there were. */
export async function deleteLanguageTranslations(trx: Db, language: string): Promise<number> {
  const result = await trx
    .deleteFrom('translations')
    .where('language', '=', language)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes every text of one piece of content (of every one of its kind: no id), in every language. */
export async function deleteEntityTranslations(
  trx: Db,
  kind: string,
  entityId: string | undefined,
): Promise<void> {
  await trx
    .deleteFrom('translations')
    .where('kind', '=', kind)
    .$if(entityId !== undefined, (query) => query.where('entity_id', '=', entityId ?? ''))
    .execute();
}
