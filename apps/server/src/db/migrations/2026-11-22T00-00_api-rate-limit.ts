import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // API calls per address and minute, shared by the instances of one PostgreSQL database when no
  // Redis is configured. key: the address.
  await db.schema
    .createTable('api_rate_limit')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .execute();
  // Counters need no crash safety: PostgreSQL may skip its write-ahead log for them.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table api_rate_limit set unlogged`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_rate_limit').execute();
}
