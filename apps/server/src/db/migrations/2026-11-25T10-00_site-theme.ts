import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row (id 1): the site's theme as JSON (a preset and the owner's changes), replaced whole.
  // No row: the default theme.
  await db.schema
    .createTable('site_theme')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_theme').execute();
}
