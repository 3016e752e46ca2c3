import type { Kysely } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

/** Text columns that hold '' for none. */
const COLUMNS = {
  // The texts of a project's two links ('' for the spec's 'Project Link' and 'WebSite Link'), and
  // the point of its image kept in view when a card crops it ('30 70': percents across and down;
  // '' for the centre).
  projects: ['project_link_label', 'website_link_label', 'image_focus'],
  // A certificate's date ('2024' or '2024-05'), the link that verifies it, and its image's point.
  certificates: ['date', 'credential_link', 'image_focus'],
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(COLUMNS)) {
    for (const column of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
        .execute();
    }
  }
  // How many pages the resume's PDF has, counted when it was uploaded; null for one uploaded before.
  await db.schema.alterTable('resumes').addColumn('page_count', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resumes').dropColumn('page_count').execute();
  for (const [table, columns] of Object.entries(COLUMNS)) {
    for (const column of columns.toReversed()) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
