import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row (id 1): the site's languages as JSON (the default and the others), replaced whole by
  // the Admin. No row: English alone, as before.
  await db.schema
    .createTable('site_languages')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_languages').execute();
}
