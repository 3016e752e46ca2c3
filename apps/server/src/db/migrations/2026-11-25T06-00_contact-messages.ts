import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row (id 1): the secret that signs the form's time and the proof-of-work challenges, made
  // at the first start and shared by every instance. (The form on or off is in site_settings.)
  await db.schema
    .createTable('contact_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // Each visitor's message, to be mailed to the owner: written with its notification in one
  // transaction; a mailer claims a row before it sends it and marks it sent after.
  // status: 'pending', 'sending' (claimed until claimed_until), 'sent', 'failed' (given up).
  await db.schema
    .createTable('contact_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull())
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contact_outbox_due')
    .on('contact_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  // Proof-of-work challenges already used, until they expire: a replay is refused on every instance.
  await db.schema
    .createTable('contact_used_challenges')
    .addColumn('signature', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // Messages per address and hour. key: a keyed hash of the address (no address is stored).
  await db.schema
    .createTable('contact_throttle')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_throttle').execute();
  await db.schema.dropTable('contact_used_challenges').execute();
  await db.schema.dropTable('contact_outbox').execute();
  await db.schema.dropTable('contact_settings').execute();
}
