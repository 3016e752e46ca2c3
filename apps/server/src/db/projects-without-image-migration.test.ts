import { describe, expect, it } from 'vitest';
import { testDatabasePerTest, testEngine } from '../test/database.js';
import { migrateTo, migrateToLatest } from './migrate.js';

const database = testDatabasePerTest();

const BEFORE = '2026-11-25T08-00_site-settings';
const at = new Date(Date.UTC(2026, 0, 1));

describe(`the projects-without-image migration on ${testEngine}`, () => {
  it('lets a project have no image, keeping every row, index and reference; down drops those', async () => {
    const { db } = database.handle;
    await migrateTo(db, BEFORE);
    await db
      .insertInto('media')
      .values({ id: 'm1', kind: 'image', original_name: null, created_at: at })
      .execute();
    const project = {
      description: 'd',
      website_link: 'https://a.example',
      project_link: 'https://b.example',
      is_active: true,
      created_at: at,
      updated_at: at,
    };
    await db
      .insertInto('projects')
      .values({ ...project, id: 'p1', title: 'One', image_id: 'm1', slug: 'one' })
      .execute();
    await db
      .insertInto('project_slug_history')
      .values({ slug: 'old-one', project_id: 'p1', created_at: at })
      .execute();

    await migrateToLatest(db);
    await db
      .insertInto('projects')
      .values({ ...project, id: 'p2', title: 'Two', image_id: null, slug: 'two' })
      .execute();
    const rows = await db
      .selectFrom('projects')
      .select(['id', 'image_id', 'slug'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'p1', image_id: 'm1', slug: 'one' },
      { id: 'p2', image_id: null, slug: 'two' },
    ]);
    // The history still belongs to its project, the slug still unique, the image still a reference.
    expect(await db.selectFrom('project_slug_history').selectAll().execute()).toHaveLength(1);
    await expect(
      db.updateTable('projects').set({ slug: 'one' }).where('id', '=', 'p2').execute(),
    ).rejects.toThrow();
    await expect(
      db
        .updateTable('projects')
        .set({ image_id: 'no-such-media' })
        .where('id', '=', 'p2')
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom('projects').where('id', '=', 'p1').execute();
    expect(await db.selectFrom('project_slug_history').selectAll().execute()).toHaveLength(0);

    await db
      .insertInto('projects')
      .values({ ...project, id: 'p3', title: 'Three', image_id: 'm1', slug: 'three' })
      .execute();
    await migrateTo(db, BEFORE);
    const left = await db.selectFrom('projects').select('id').execute();
    expect(left).toEqual([{ id: 'p3' }]);
    await expect(
      db.updateTable('projects').set({ image_id: null }).where('id', '=', 'p3').execute(),
    ).rejects.toThrow();
  });
});
