import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // A thing's search document in another language than the default (issue 34): its title and
  // body made from its texts there, one per thing and language. Beside `search_documents`, which
  // keeps its columns and its unique key (kind, ref_id): the previous release goes on writing it
  // during a rolling upgrade. A translated document is read through the default one of the same
  // kind and ref_id (its address, date and when the public may find it). Its words are matched as
  // the default's: FTS5 on SQLite (`search_translation_words`, whose rowid is its id), a tsvector
  // with a GIN index on PostgreSQL. The next start builds the index again (its rules' version).
  await db.schema
    .createTable('search_translations')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey(),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('ref_id', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .$call((table) =>
      postgres ? table.addColumn('words', sql`tsvector`, (col) => col.notNull()) : table,
    )
    .addUniqueConstraint('search_translations_kind_ref_id_language', ['kind', 'ref_id', 'language'])
    .execute();
  // A language's texts deleted drop its documents.
  await db.schema
    .createIndex('search_translations_language')
    .on('search_translations')
    .column('language')
    .execute();
  if (postgres) {
    await sql`create index search_translations_words on search_translations using gin (words)`.execute(
      db,
    );
  } else {
    await sql`create virtual table search_translation_words using fts5(title, tags, body, tokenize = 'unicode61', prefix = '2 3')`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await db.schema.dropTable('search_translation_words').execute();
  }
  await db.schema.dropTable('search_translations').execute();
}
