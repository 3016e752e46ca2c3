import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The owner's accounts on code forges. forge: 'github', 'gitlab' or 'forgejo'; base_url the
  // forge's web address; token_sealed the token encrypted (AES-256-GCM), '' for none;
  // paused_until: the forge's rate limit said to wait until then.
  await db.schema
    .createTable('forge_accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('forge', 'text', (col) => col.notNull())
    .addColumn('base_url', 'text', (col) => col.notNull())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('token_sealed', 'text', (col) => col.notNull())
    .addColumn('paused_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('forge_accounts_one_each', ['forge', 'base_url', 'username'])
    .execute();

  // A project linked to a repository, and the numbers it shows of it. state: 'ok' or 'gone';
  // etag and last_modified: the validators of the last answer, sent back on the next check.
  await db.schema
    .createTable('project_repositories')
    .addColumn('project_id', 'text', (col) =>
      col.primaryKey().references('projects.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('forge_accounts.id').onDelete('cascade'),
    )
    .addColumn('forge_id', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('stars', 'integer', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('pushed_at', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('etag', 'text', (col) => col.notNull())
    .addColumn('last_modified', 'text', (col) => col.notNull())
    .addColumn('checked_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('project_repositories_account')
    .on('project_repositories')
    .column('account_id')
    .execute();

  // Who runs the refresh of the linked repositories: one instance at a time, until held_until.
  await db.schema
    .createTable('forge_refresh_lease')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('held_until', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('forge_refresh_lease').execute();
  await db.schema.dropTable('project_repositories').execute();
  await db.schema.dropTable('forge_accounts').execute();
}
