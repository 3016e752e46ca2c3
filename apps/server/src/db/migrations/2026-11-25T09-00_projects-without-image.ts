import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

const REQUIRED = /"image_id" text not null references/i;
const OPTIONAL = '"image_id" text references';

/**
 * SQLite cannot drop or add NOT NULL on a column: the table is rebuilt from its own definition
 * with the column's one change (its documented way), its indexes made again, with foreign keys off
 * meanwhile so the tables that name projects keep their rows. Kysely runs SQLite's migrations
 * outside a transaction, which lets the pragma take effect.
 */
async function rebuildSqlite(db: Kysely<unknown>, change: (definition: string) => string) {
  const table = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'projects'`.execute(db);
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master
    where type = 'index' and tbl_name = 'projects' and sql is not null`.execute(db);
  const definition = table.rows[0]?.sql ?? '';
  const rebuilt = change(definition).replace(
    /^create table\s+("?)projects\1/i,
    'create table "projects_rebuilt"',
  );
  if (rebuilt === definition) throw new Error('projects.image_id is not as expected');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    await sql.raw(rebuilt).execute(db);
    await sql`insert into projects_rebuilt select * from projects`.execute(db);
    await sql`drop table projects`.execute(db);
    await sql`alter table projects_rebuilt rename to projects`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('projects: a foreign key broke in the rebuild');
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // A project may have no image yet (imported from a resume.json): hidden, marked 'needs an image'
  // for the owner, never shown to the public until he adds one.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table projects alter column image_id drop not null`.execute(db);
    return;
  }
  await rebuildSqlite(db, (definition) => definition.replace(REQUIRED, OPTIONAL));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The projects without an image cannot stay: they go (their slugs' history with them).
  await sql`delete from projects where image_id is null`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table projects alter column image_id set not null`.execute(db);
    return;
  }
  await rebuildSqlite(db, (definition) =>
    definition.replace(/"image_id" text references/i, '"image_id" text not null references'),
  );
}
