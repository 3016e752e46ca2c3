import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The site's own images, one per slot: 'portrait' (WebP widths) and 'icon' (the PNG favicons).
  await db.schema
    .createTable('site_images')
    .addColumn('slot', 'text', (col) => col.primaryKey())
    .addColumn('media_id', 'text', (col) => col.notNull().references('media.id'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_images').execute();
}
