import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The owner's posts, at /blog/<slug>. Readers see one whose status is not 'draft' once its
  // published_at has come (a scheduled post's published_at is its publish_at).
  await db.schema
    .createTable('posts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    // Lower-case tags joined by commas, as projects' ('' for none): one vocabulary.
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('cover_id', 'text', (col) => col.references('media.id').onDelete('set null'))
    // 'draft', 'scheduled' or 'published'.
    .addColumn('status', 'text', (col) => col.notNull())
    // When a scheduled post goes public; null unless scheduled.
    .addColumn('publish_at', 'timestamptz')
    // The date readers see (a scheduled post's publish_at); null for a draft.
    .addColumn('published_at', 'timestamptz')
    .addColumn('canonical_url', 'text', (col) => col.notNull())
    // A JSON array of URLs.
    .addColumn('syndication', 'text', (col) => col.notNull())
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('reading_minutes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('posts_status_published_at')
    .on('posts')
    .columns(['status', 'published_at'])
    .execute();

  // The last saved versions of each post (what it said, not its status), newest revision last.
  await db.schema
    .createTable('post_versions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('post_id', 'text', (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('cover_id', 'text', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('canonical_url', 'text', (col) => col.notNull())
    .addColumn('syndication', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('post_versions_post_id_revision')
    .on('post_versions')
    .columns(['post_id', 'revision'])
    .unique()
    .execute();

  // The slugs a post had before: each answers 301 to its page. They go with the post.
  await db.schema
    .createTable('post_slug_history')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('post_id', 'text', (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('post_slug_history_post_id')
    .on('post_slug_history')
    .column('post_id')
    .execute();

  // Images uploaded for posts (covers and bodies): owned by the first saved post that names one
  // (post_id null until then), and kept while the post lives: a saved version may name it again.
  await db.schema
    .createTable('post_media')
    .addColumn('media_id', 'text', (col) =>
      col.primaryKey().references('media.id').onDelete('cascade'),
    )
    .addColumn('post_id', 'text', (col) => col.references('posts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('post_media_post_id').on('post_media').column('post_id').execute();

  // Keys that sign what the server hands out and reads back (a draft's preview link), one per
  // purpose, made on first use: every instance signs and checks with the same one.
  await db.schema
    .createTable('signing_keys')
    .addColumn('purpose', 'text', (col) => col.primaryKey())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signing_keys').execute();
  await db.schema.dropTable('post_media').execute();
  await db.schema.dropTable('post_slug_history').execute();
  await db.schema.dropTable('post_versions').execute();
  await db.schema.dropTable('posts').execute();
}
