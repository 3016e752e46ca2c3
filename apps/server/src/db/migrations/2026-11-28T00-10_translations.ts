import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The owner's texts in the site's other languages: one row per field of a piece of content in a
  // language (kind: 'project', 'post', …; entity_id: its id, a skill's text, or 'profile'). No row:
  // readers see the default language's text. A removed language's rows stay until the owner
  // deletes them.
  await db.schema
    .createTable('translations')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('field', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('translations_pkey', ['language', 'kind', 'entity_id', 'field'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('translations').execute();
}
