import { type Kysely, sql } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

const TABLES = ['projects', 'certificates'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The owner's order of projects and certificates: lowest first. Existing rows keep the order
  // they were shown in until now, newest first.
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    const rows = await sql<{ id: string }>`
      select id from ${sql.table(table)} order by created_at desc, id desc`.execute(db);
    for (const [index, row] of rows.rows.entries()) {
      await sql`update ${sql.table(table)} set position = ${index} where id = ${row.id}`.execute(
        db,
      );
    }
    await db.schema.createIndex(`${table}_position`).on(table).column('position').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_position`).execute();
    await db.schema.alterTable(table).dropColumn('position').execute();
  }
}
