import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A project's tags, lower case, joined by commas in the owner's order ('rust,web'), or '' for none.
  await db.schema
    .alterTable('projects')
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('tags').execute();
}
