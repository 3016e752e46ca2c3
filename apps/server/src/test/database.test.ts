import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from './database.js';
import { templateState } from './postgres-state.js';

const userIds = async ({ handle }: TestDatabase) =>
  (await handle.db.selectFrom('users').select('user_id').orderBy('user_id').execute()).map(
    (user) => user.user_id,
  );

/** PostgreSQL: the rows, sequence values and schema of `database` are exactly its template's. */
async function expectTemplateState(database: TestDatabase) {
  if (database.config.engine !== 'postgres') return;
  const templates = inject('databaseTemplates');
  const client = new pg.Client({ connectionString: database.config.url });
  await client.connect();
  try {
    expect(await templateState(client)).toEqual(templates.states?.[templates.seeded]);
  } finally {
    await client.end();
  }
}

/**
 * Gives `changed` up, then takes the next databases until it comes again (or `most` of them) and
 * checks each; answers their configurations. A worker holds few given-up PostgreSQL databases, so
 * `most` takes them all.
 */
async function expectNextDatabases(
  changed: TestDatabase,
  check: (next: TestDatabase) => unknown,
  most = 8,
) {
  await changed.drop();
  const next: TestDatabase[] = [];
  try {
    while (next.length < most) {
      const database = await createTestDatabase({ seed: true });
      next.push(database);
      await check(database);
      if (JSON.stringify(database.config) === JSON.stringify(changed.config)) break;
    }
    return next.map((database) => database.config);
  } finally {
    for (const database of next) await database.drop();
  }
}

describe(`the next test's database on ${testEngine}`, () => {
  it('is as its template is, whatever the test before changed in its rows and sequences', async () => {
    const changed = await createTestDatabase({ seed: true });
    const { db } = changed.handle;
    await db.deleteFrom('users').where('user_id', '=', 'viewer').execute();
    await db
      .insertInto('quotes')
      .values({
        id: 'q1',
        quote: 'Left behind',
        author: '',
        is_active: true,
        posted_on: new Date(),
      })
      .execute();
    if (testEngine === 'postgres') {
      await sql`select nextval('search_documents_id_seq')`.execute(db);
    }
    const next = await expectNextDatabases(changed, async (database) => {
      expect(await userIds(database)).toEqual(['owner', 'viewer']);
      expect(await database.handle.db.selectFrom('quotes').selectAll().execute()).toEqual([]);
      await expectTemplateState(database);
    });
    // PostgreSQL gives the same database again, reset: the checks above saw it. A SQLite file is
    // copied again for each test.
    if (changed.config.engine === 'postgres') expect(next).toContainEqual(changed.config);
    else expect(next).toHaveLength(8);
  });

  it('has none of what the test before added to the schema', async () => {
    const changed = await createTestDatabase({ seed: true });
    await sql`create table probe (id integer primary key)`.execute(changed.handle.db);
    const next = await expectNextDatabases(changed, async (database) => {
      const tables = await database.handle.db.introspection.getTables();
      expect(tables.map((table) => table.name)).not.toContain('probe');
      expect(await userIds(database)).toEqual(['owner', 'viewer']);
    });
    // A database whose schema changed is not given again.
    expect(next).not.toContainEqual(changed.config);
  });

  it('is out of reach of the test that gave it up; on PostgreSQL it comes with its connections', async () => {
    const backend = async ({ handle }: TestDatabase) =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]?.pid;
    /** The server processes connected to the database: the kept ones, once its test has ended. */
    const connected = async ({ handle }: TestDatabase) =>
      (
        await sql<{ pid: number }>`select pid from pg_stat_activity
          where datname = current_database()`.execute(handle.db)
      ).rows.map((row) => row.pid);
    const changed = await createTestDatabase({ seed: true });
    const { db } = changed.handle;
    const before = testEngine === 'postgres' ? await connected(changed) : [];
    const after = new Map<string, number | undefined>();
    // The databases the schema test gave up (8) come first.
    await expectNextDatabases(
      changed,
      async (database) => {
        if (testEngine === 'postgres') {
          after.set(JSON.stringify(database.config), await backend(database));
        }
      },
      16,
    );
    await expect(sql`select 1`.execute(db)).rejects.toThrow();
    // No new server process for the next test: one of those the test before had.
    if (testEngine === 'postgres')
      expect(before).toContain(after.get(JSON.stringify(changed.config)));
  });
});
