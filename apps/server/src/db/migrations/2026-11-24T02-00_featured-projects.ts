import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Projects the owner puts forward: listed first, and shown on Home (at most 3, checked by the app).
  await db.schema
    .alterTable('projects')
    .addColumn('featured', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('featured').execute();
}
