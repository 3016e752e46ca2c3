import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Who said a quote: '' for the owner himself (every quote before this release).
  await db.schema
    .alterTable('quotes')
    .addColumn('author', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quotes').dropColumn('author').execute();
}
