import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // When the session last proved who holds it (a login, or a confirmation with the password, a
  // passkey or a code): changes to how the account signs in want this within the last minutes.
  // Sessions opened before it was kept have none, and must confirm first.
  await db.schema.alterTable('sessions').addColumn('confirmed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('confirmed_at').execute();
}
