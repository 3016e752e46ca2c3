import { type Kysely, sql } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every stored file belongs to one media item; entities point at media items.
  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('original_name', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('media_files')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('media_id', 'text', (col) =>
      col.notNull().references('media.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .execute();
  await db.schema
    .createIndex('media_files_media_id')
    .on('media_files')
    .column('media_id')
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('website_link', 'text', (col) => col.notNull())
    .addColumn('project_link', 'text', (col) => col.notNull())
    .addColumn('image_id', 'text', (col) => col.notNull().references('media.id'))
    .addColumn('is_active', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('projects_created_at').on('projects').column('created_at').execute();

  await db.schema
    .createTable('certificates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('issued_by', 'text', (col) => col.notNull())
    .addColumn('image_id', 'text', (col) => col.notNull().references('media.id'))
    .addColumn('is_active', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('certificates_created_at')
    .on('certificates')
    .column('created_at')
    .execute();

  // `slot` is always 1 and unique: the database itself allows at most one resume.
  await db.schema
    .createTable('resumes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('slot', 'integer', (col) => col.notNull().unique())
    .addColumn('file_id', 'text', (col) => col.notNull().references('media.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('quotes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('quote', 'text', (col) => col.notNull())
    .addColumn('is_active', 'boolean', (col) => col.notNull())
    .addColumn('posted_on', 'timestamptz', (col) => col.notNull())
    .execute();
  // At most one active quote, whatever runs concurrently.
  await sql`create unique index quotes_one_active on quotes (is_active) where is_active`.execute(
    db,
  );

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('is_read', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_created_at')
    .on('notifications')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'notifications',
    'quotes',
    'resumes',
    'certificates',
    'projects',
    'media_files',
    'media',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
