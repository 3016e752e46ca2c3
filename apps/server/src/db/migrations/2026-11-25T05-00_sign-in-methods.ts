import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A user's passkeys (WebAuthn credentials): the credential id and COSE public key as base64url,
  // the signature counter, the transports the browser named (a JSON array) and the owner's name.
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (col) => col.notNull().unique())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'integer', (col) => col.notNull())
    .addColumn('transports', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user_id').on('passkeys').column('user_id').execute();

  // Challenges handed out for a WebAuthn ceremony and second-step tickets of a password login:
  // stored by their SHA-256, single use, short-lived, shared by every instance.
  await db.schema
    .createTable('auth_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('auth_challenges_expires_at')
    .on('auth_challenges')
    .column('expires_at')
    .execute();

  // A user's TOTP second factor: its secret, in use once confirmed by a first code.
  await db.schema
    .createTable('totp_factors')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('last_step', 'integer')
    .execute();

  // Single-use recovery codes of the second factor, by their SHA-256.
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_id')
    .on('recovery_codes')
    .column('user_id')
    .execute();

  // Once on, a password alone never signs the user in.
  await db.schema
    .alterTable('users')
    .addColumn('require_second_factor', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  // What the sessions list shows: the browser that opened it, from where, and how.
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('method', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('method').execute();
  await db.schema.alterTable('sessions').dropColumn('ip').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.alterTable('users').dropColumn('require_second_factor').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('totp_factors').execute();
  await db.schema.dropTable('auth_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
