import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabasePerTest, testEngine } from '../test/database.js';
import type { Db } from './database.js';
import { migrateTo, migrateToLatest } from './migrate.js';

const database = testDatabasePerTest();

const BEFORE = '2026-11-28T00-10_translations';
const at = new Date(Date.UTC(2026, 0, 1));

/**
 * A document written as the previous release writes it during a rolling upgrade: an insert that
 * names the key (kind, ref_id) in ON CONFLICT (PostgreSQL's words a tsvector column; SQLite's are
 * in `search_words`, apart).
 */
async function writeAsBefore(db: Db, refId: string, title: string): Promise<void> {
  const words =
    testEngine === 'postgres' ? sql`, setweight(to_tsvector('simple', ${title}), 'A')` : sql``;
  await sql`insert into search_documents
      (kind, ref_id, title, tags, body, url, date, public_from${sql.raw(testEngine === 'postgres' ? ', words' : '')})
    values ('project', ${refId}, ${title}, '', '', '/projects', '2026', ${at.toISOString()}${words})
    on conflict (kind, ref_id) do update set title = excluded.title`.execute(db);
}

/** The columns of each unique key of `search_documents`, in their order. */
async function uniqueKeys(db: Db): Promise<string[][]> {
  const rows =
    testEngine === 'postgres'
      ? await sql<{ key: string; column: string }>`select i.indexrelid::text as key,
            a.attname as column
          from pg_index i
          cross join unnest(i.indkey) with ordinality as k(attnum, position)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
          where i.indrelid = 'search_documents'::regclass and i.indisunique
          order by i.indexrelid, k.position`.execute(db)
      : await sql<{ key: string; column: string }>`select l.name as key, c.name as column
          from pragma_index_list('search_documents') as l
          join pragma_index_info(l.name) as c
          where l."unique" = 1
          order by l.name, c.seqno`.execute(db);
  const keys = new Map<string, string[]>();
  for (const row of rows.rows) keys.set(row.key, [...(keys.get(row.key) ?? []), row.column]);
  return [...keys.values()];
}

const titles = (db: Db) =>
  db.selectFrom('search_documents').select(['ref_id', 'title']).orderBy('ref_id').execute();

describe(`the search-translations migration on ${testEngine}`, () => {
  it('leaves search_documents, its rows and its key (kind, ref_id) as the previous release writes them', async () => {
    const { db } = database.handle;
    await migrateTo(db, BEFORE);
    await writeAsBefore(db, 'p1', 'Cluster autoscaler');
    const keysBefore = await uniqueKeys(db);
    expect(keysBefore).toContainEqual(['kind', 'ref_id']);

    await migrateToLatest(db);
    expect(await uniqueKeys(db)).toEqual(keysBefore);
    expect(await titles(db)).toEqual([{ ref_id: 'p1', title: 'Cluster autoscaler' }]);
    // The previous release's write, a new document and one written again, after the migration.
    await writeAsBefore(db, 'p2', 'Cluster monitor');
    await writeAsBefore(db, 'p1', 'Node autoscaler');
    expect(await titles(db)).toEqual([
      { ref_id: 'p1', title: 'Node autoscaler' },
      { ref_id: 'p2', title: 'Cluster monitor' },
    ]);
    await expect(
      db
        .insertInto('search_documents')
        .values({
          kind: 'project',
          ref_id: 'p1',
          title: 'Twice',
          tags: '',
          body: '',
          url: '/projects',
          date: '2026',
          public_from: at,
          ...(testEngine === 'postgres' ? { words: sql`''::tsvector` } : {}),
        })
        .execute(),
    ).rejects.toThrow();

    // A translated document is one per thing and language, in its own table.
    const translation = { kind: 'project', ref_id: 'p1', title: 'Escalonador', body: '' };
    const words = testEngine === 'postgres' ? { words: sql`''::tsvector` } : {};
    await db
      .insertInto('search_translations')
      .values({ ...translation, language: 'pt', ...words })
      .execute();
    await db
      .insertInto('search_translations')
      .values({ ...translation, language: 'de', ...words })
      .execute();
    await expect(
      db
        .insertInto('search_translations')
        .values({ ...translation, language: 'pt', ...words })
        .execute(),
    ).rejects.toThrow();

    await migrateTo(db, BEFORE);
    expect(await uniqueKeys(db)).toEqual(keysBefore);
    await writeAsBefore(db, 'p2', 'Cluster watcher');
    expect(await titles(db)).toEqual([
      { ref_id: 'p1', title: 'Node autoscaler' },
      { ref_id: 'p2', title: 'Cluster watcher' },
    ]);
    await expect(sql`select id from search_translations`.execute(db)).rejects.toThrow();
  });
});
