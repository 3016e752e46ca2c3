import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row (id 1): the owner's choice of résumé (uploaded or generated, its design, page size and
  // projects) as JSON, replaced whole. No row: the uploaded PDF, as before this release.
  await db.schema
    .createTable('resume_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // The generated résumé kept in storage, by the digest of what it was set from (content, look,
  // layout): set again only when one of them changes. One row at a time; derived, not backed up.
  await db.schema
    .createTable('generated_resumes')
    .addColumn('digest', 'text', (col) => col.primaryKey())
    .addColumn('file_key', 'text', (col) => col.notNull())
    .addColumn('pages', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('generated_resumes').execute();
  await db.schema.dropTable('resume_settings').execute();
}
