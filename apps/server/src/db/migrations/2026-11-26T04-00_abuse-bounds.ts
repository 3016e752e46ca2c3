import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The Dashboard's sums read one kind of count over many days, with the counts, from an index
  // alone: by day for the daily totals, by key for each key's sum (grouped as the index runs).
  await db.schema
    .createIndex('insight_counts_metric_day')
    .on('insight_counts')
    .columns(['metric', 'day', 'key', 'count'])
    .execute();
  await db.schema
    .createIndex('insight_counts_metric_key')
    .on('insight_counts')
    .columns(['metric', 'key', 'day', 'count'])
    .execute();

  // Contact forms already sent, by the SHA-256 of their token, until the token expires: each
  // served form sends one message, on every instance.
  await db.schema
    .createTable('contact_used_forms')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // Who asked for a passkey sign-in's challenge (an IPv4 address or an IPv6 /64), so that one
  // address holds a bounded number of them.
  await db.schema.alterTable('auth_challenges').addColumn('client', 'text').execute();
  await db.schema
    .createIndex('auth_challenges_client')
    .on('auth_challenges')
    .columns(['client', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('auth_challenges_client').execute();
  await db.schema.alterTable('auth_challenges').dropColumn('client').execute();
  await db.schema.dropTable('contact_used_forms').execute();
  await db.schema.dropIndex('insight_counts_metric_key').execute();
  await db.schema.dropIndex('insight_counts_metric_day').execute();
}
