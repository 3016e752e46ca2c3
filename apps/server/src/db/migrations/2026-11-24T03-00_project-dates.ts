import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A project's date: '2024', '2024-05', or '' for none.
  await db.schema
    .alterTable('projects')
    .addColumn('date', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('date').execute();
}
