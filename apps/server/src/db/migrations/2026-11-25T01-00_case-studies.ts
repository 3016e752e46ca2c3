import { type Kysely, sql } from 'kysely';

// Frozen in time: this file must never change once released, and it imports nothing from the app.

const SLUG_MAX = 80;

/** The slug of a title as this migration made it (the app's own rule may change later). */
function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'project';
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // A project's case study (Markdown, '' for none) and the slug of its page, /projects/<slug>.
  await db.schema
    .alterTable('projects')
    .addColumn('case_study', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('projects')
    .addColumn('slug', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  // Existing projects get the slug of their title, the oldest first keeping the plain one.
  const rows = await sql<{ id: string; title: string }>`
    select id, title from projects order by created_at, id`.execute(db);
  const taken = new Set<string>();
  for (const row of rows.rows) {
    const base = slugOf(row.title);
    let slug = base;
    for (let n = 2; taken.has(slug); n++)
      slug = `${base.slice(0, SLUG_MAX - 1 - String(n).length)}-${n}`;
    taken.add(slug);
    await sql`update projects set slug = ${slug} where id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex('projects_slug').on('projects').column('slug').unique().execute();

  // The slugs a project had before a rename: each answers 301 to its page. They go with the project.
  await db.schema
    .createTable('project_slug_history')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) =>
      col.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('project_slug_history_project_id')
    .on('project_slug_history')
    .column('project_id')
    .execute();

  // Images uploaded for case studies: owned by the project whose case study names them once it is
  // saved (project_id null until then); a project's images go when it goes or stops naming them.
  await db.schema
    .createTable('case_study_media')
    .addColumn('media_id', 'text', (col) =>
      col.primaryKey().references('media.id').onDelete('cascade'),
    )
    .addColumn('project_id', 'text', (col) => col.references('projects.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('case_study_media_project_id')
    .on('case_study_media')
    .column('project_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('case_study_media').execute();
  await db.schema.dropTable('project_slug_history').execute();
  await db.schema.dropIndex('projects_slug').execute();
  await db.schema.alterTable('projects').dropColumn('slug').execute();
  await db.schema.alterTable('projects').dropColumn('case_study').execute();
}
