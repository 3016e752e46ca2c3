import type { TranslationRow } from './translations.repository.js';

/** A language's texts by piece of content: `keyOf(kind, id)` → field → text. */
export type EntityTexts = ReadonlyMap<string, ReadonlyMap<string, string>>;

export const keyOf = (kind: string, id: string) => `${kind}\u0000${id}`;

export function textsByEntity(rows: readonly TranslationRow[]): EntityTexts {
  const byEntity = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const key = keyOf(row.kind, row.entity_id);
    const fields = byEntity.get(key) ?? new Map<string, string>();
    fields.set(row.field, row.value);
    byEntity.set(key, fields);
  }
  return byEntity;
}
