import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // One row per thing the site's search finds (a post, a project with its case study, a
  // certificate, a timeline entry, a skill), written by the service that changes it, in the same
  // transaction. Its words are matched by the engine's own full text: FTS5 on SQLite
  // (`search_words`, whose rowid is the document's id), a tsvector with a GIN index on PostgreSQL.
  // The public finds a document once `public_from` has come (null: never: a draft, a hidden
  // project); the owner finds every one.
  await db.schema
    .createTable('search_documents')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey(),
    )
    // 'post', 'project', 'certificate', 'timeline' or 'skill', and the id of what it is.
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('ref_id', 'text', (col) => col.notNull())
    // As shown: the title, the tags joined by commas, the body as plain text (for snippets).
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    // Its date as text that sorts ('2024', '2024-05', an ISO time; '' for none): newer first.
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('public_from', 'timestamptz')
    .$call((table) =>
      postgres ? table.addColumn('words', sql`tsvector`, (col) => col.notNull()) : table,
    )
    .addUniqueConstraint('search_documents_kind_ref_id', ['kind', 'ref_id'])
    .execute();
  if (postgres) {
    await sql`create index search_documents_words on search_documents using gin (words)`.execute(
      db,
    );
  } else {
    // The words are written already folded (lower case, no accents, one space between words),
    // so the tokenizer only splits at the spaces; prefixes of 2 and 3 characters are indexed.
    await sql`create virtual table search_words using fts5(title, tags, body, tokenize = 'unicode61', prefix = '2 3')`.execute(
      db,
    );
  }
  // Which version of the index's rules built the index: a start builds it again when its version
  // is not here (a new site, a restored backup, rules changed since).
  await db.schema
    .createTable('search_index_builds')
    .addColumn('version', 'integer', (col) => col.primaryKey())
    .addColumn('built_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_index_builds').execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await db.schema.dropTable('search_words').execute();
  }
  await db.schema.dropTable('search_documents').execute();
}
