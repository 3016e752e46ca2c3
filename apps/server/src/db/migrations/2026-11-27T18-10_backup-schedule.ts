import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The scheduled backups' one row (name 'backups'), shared by every instance: held_until, the
  // lease of the instance writing one; due_at, when the next is due; last_*, the newest backup
  // written and checked (its time, bytes and where it is); failed_at, the last failure since then;
  // failures_told, the kinds of failure the owner was told of since then, space-separated.
  await db.schema
    .createTable('backup_schedule')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('held_until', 'timestamptz', (col) => col.notNull())
    .addColumn('due_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_at', 'timestamptz')
    .addColumn('last_bytes', 'bigint')
    .addColumn('last_location', 'text')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('failures_told', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backup_schedule').execute();
}
