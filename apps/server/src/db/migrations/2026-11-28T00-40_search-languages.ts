import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // A document per thing and language (issue 34): '' is the default language's, the content's own
  // texts; another language's document holds the thing's texts in that language (the default's
  // where it has none), written while it has a translation. The index is built again at the next
  // start (its rules' version changed), so the documents go with the old table: SQLite cannot
  // change a table's unique constraint in place.
  if (!postgres) await sql`delete from search_words`.execute(db);
  await sql`delete from search_documents`.execute(db);
  await sql`delete from search_index_builds`.execute(db);
  await db.schema
    .alterTable('search_documents')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  if (postgres) {
    await db.schema
      .alterTable('search_documents')
      .dropConstraint('search_documents_kind_ref_id')
      .execute();
  } else {
    await sql`create table search_documents_new (
      id integer primary key,
      kind text not null,
      ref_id text not null,
      title text not null,
      tags text not null,
      body text not null,
      url text not null,
      date text not null,
      public_from timestamptz,
      language text not null default ''
    )`.execute(db);
    await db.schema.dropTable('search_documents').execute();
    await sql`alter table search_documents_new rename to search_documents`.execute(db);
  }
  await db.schema
    .createIndex('search_documents_kind_ref_id_language')
    .on('search_documents')
    .columns(['kind', 'ref_id', 'language'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!postgres) await sql`delete from search_words`.execute(db);
  await sql`delete from search_documents`.execute(db);
  await sql`delete from search_index_builds`.execute(db);
  await db.schema.dropIndex('search_documents_kind_ref_id_language').execute();
  await db.schema.alterTable('search_documents').dropColumn('language').execute();
  if (postgres) {
    await db.schema
      .alterTable('search_documents')
      .addUniqueConstraint('search_documents_kind_ref_id', ['kind', 'ref_id'])
      .execute();
  } else {
    await db.schema
      .createIndex('search_documents_kind_ref_id')
      .on('search_documents')
      .columns(['kind', 'ref_id'])
      .unique()
      .execute();
  }
}
