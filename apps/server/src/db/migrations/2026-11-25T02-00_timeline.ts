import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The owner's timeline on About: work and education, in his order (lowest position first).
  await db.schema
    .createTable('timeline_entries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('organisation', 'text', (col) => col.notNull())
    .addColumn('place', 'text', (col) => col.notNull())
    .addColumn('start', 'text', (col) => col.notNull())
    // null while the entry goes on ('present').
    .addColumn('end', 'text')
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    .addColumn('visible', 'boolean', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('timeline_entries_position')
    .on('timeline_entries')
    .column('position')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('timeline_entries').execute();
}
