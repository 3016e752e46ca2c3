import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A project's screenshots, in the owner's order, each an uploaded image with its alt text. A
  // screenshot's row goes with its project; the service drops its image in the same change.
  await db.schema
    .createTable('project_screenshots')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) =>
      col.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('media_id', 'text', (col) =>
      col.notNull().unique().references('media.id').onDelete('cascade'),
    )
    .addColumn('alt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('project_screenshots_project_id')
    .on('project_screenshots')
    .columns(['project_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_screenshots').execute();
}
