import { describe, expect, it } from 'vitest';
import { ownerAppPerTest } from '../../test/app.js';
import { seedProject } from '../../test/content.js';
import { caseStudySlugs, findCaseStudyRow } from './case-studies.repository.js';
import { countPublicProjects, isVisibleProject, projectRows } from './projects.repository.js';

const ctx = ownerAppPerTest();

/** One project of each kind: shown or hidden, with an image or without one (an imported one). */
async function seedEveryKind() {
  const kinds = {
    visible: { is_active: true, imaged: true },
    hidden: { is_active: false, imaged: true },
    shownWithoutImage: { is_active: true, imaged: false },
    hiddenWithoutImage: { is_active: false, imaged: false },
  };
  const ids: Record<string, string> = {};
  for (const [name, { is_active, imaged }] of Object.entries(kinds)) {
    const project = await seedProject(ctx, ctx.token, { title: name, case_study: `# ${name}` });
    await ctx.db
      .updateTable('projects')
      .set({ is_active, slug: name, ...(imaged ? {} : { image_id: null }) })
      .where('id', '=', project._id)
      .execute();
    ids[name] = project._id;
  }
  return ids;
}

describe('a visible project', () => {
  it('is an active one with an image, the only kind the predicate selects', async () => {
    const ids = await seedEveryKind();
    const rows = await ctx.db.selectFrom('projects').select('id').where(isVisibleProject).execute();
    expect(rows.map((row) => row.id)).toEqual([ids.visible]);
  });

  it('is the one the public list, its count, the case study pages and the sitemap know', async () => {
    await seedEveryKind();
    expect((await projectRows.list(ctx.db, false)).map((row) => row.title)).toEqual(['visible']);
    expect(await projectRows.count(ctx.db, false)).toBe(1);
    expect(await countPublicProjects(ctx.db, undefined)).toBe(1);
    expect((await caseStudySlugs(ctx.db)).map((row) => row.slug)).toEqual(['visible']);
    for (const slug of ['hidden', 'shownWithoutImage', 'hiddenWithoutImage']) {
      expect(await findCaseStudyRow(ctx.db, slug)).toBeUndefined();
    }
    expect((await findCaseStudyRow(ctx.db, 'visible'))?.title).toBe('visible');
  });
});
