import { describe, expect, it } from 'vitest';
import { testDatabasePerTest, testEngine } from '../test/database.js';
import { migrateTo, migrateToLatest } from './migrate.js';

const database = testDatabasePerTest();

describe(`the case studies migration on ${testEngine}`, () => {
  it('gives existing projects unique slugs of their titles, the oldest keeping the plain one', async () => {
    const { db } = database.handle;
    await migrateTo(db, '2026-11-24T03-00_project-dates');
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    await db
      .insertInto('media')
      .values({ id: 'm1', kind: 'image', original_name: null, created_at: at(0) })
      .execute();
    const projects = [
      ['p3', 'Café Crème', 3],
      ['p1', 'cafe creme', 1],
      ['p2', 'Über app!', 2],
      ['p4', '日本語', 4],
    ] as const;
    for (const [id, title, minute] of projects) {
      await db
        .insertInto('projects')
        .values({
          id,
          title,
          description: 'd',
          website_link: 'https://a.example',
          project_link: 'https://b.example',
          image_id: 'm1',
          is_active: true,
          created_at: at(minute),
          updated_at: at(minute),
        })
        .execute();
    }
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('projects')
      .select(['id', 'slug', 'case_study'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'p1', slug: 'cafe-creme', case_study: '' },
      { id: 'p2', slug: 'uber-app', case_study: '' },
      { id: 'p3', slug: 'cafe-creme-2', case_study: '' },
      { id: 'p4', slug: 'project', case_study: '' },
    ]);
    // The slugs are unique in the database itself.
    await expect(
      db.updateTable('projects').set({ slug: 'cafe-creme' }).where('id', '=', 'p2').execute(),
    ).rejects.toThrow();
  });
});
