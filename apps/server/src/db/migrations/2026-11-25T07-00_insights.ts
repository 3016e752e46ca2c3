import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Counts per UTC day: page views per path, visitors, referrer hosts, devices, clicks. No address,
  // no user agent, no cookie: only these totals are kept (for the owner's retention setting).
  await db.schema
    .createTable('insight_counts')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('metric', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('insight_counts_pkey', ['day', 'metric', 'key'])
    .execute();
  // Today's visitors, each a hash of address and user agent under today's salt; only today's
  // rows and salt are kept, so yesterday's hashes can never be recomputed or matched.
  await db.schema
    .createTable('insight_visitors')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('insight_visitors_pkey', ['day', 'hash'])
    .execute();
  await db.schema
    .createTable('insight_salts')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .addColumn('salt', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('insight_salts').execute();
  await db.schema.dropTable('insight_visitors').execute();
  await db.schema.dropTable('insight_counts').execute();
}
