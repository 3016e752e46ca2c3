import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A visitor's message: the address to answer it at; null for every other notification (and for
  // the messages before this release, whose address is in their text).
  await db.schema.alterTable('notifications').addColumn('reply_to', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('reply_to').execute();
}
