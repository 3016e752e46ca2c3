import { apiPaths, type Certificate, LIST_TOTAL_HEADER, type Project } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest } from '../../test/app.js';
import { seedCertificate, seedProject, toggleStatus } from '../../test/content.js';

const ctx = ownerAppPerTest();

const list = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers });

/** Seven projects, the fourth hidden: the public sees six, the owner seven. Titles in list order. */
async function seedSeven() {
  const titles: string[] = [];
  for (let n = 1; n <= 7; n++) {
    const project = await seedProject(ctx, ctx.token, { title: `Project ${n}` });
    if (n === 4) await toggleStatus(ctx, ctx.token, apiPaths.projects.status(project._id));
    titles.unshift(`Project ${n}`);
  }
  return titles;
}

describe('a page of a list call', () => {
  it('answers the whole list without paging, as older clients have always had it', async () => {
    const titles = await seedSeven();
    const res = await list(apiPaths.projects.list);
    expectStatus(res, 200);
    expect(res.json<Project[]>().map((p) => p.title)).toEqual(
      titles.filter((t) => t !== 'Project 4'),
    );
    expect(res.headers[LIST_TOTAL_HEADER]).toBeUndefined();
    expect(res.headers.link).toBeUndefined();
  });

  it('answers a page in the same order, with the total and the neighbouring pages', async () => {
    const visible = (await seedSeven()).filter((t) => t !== 'Project 4');
    const path = apiPaths.projects.list;
    const second = await list(`${path}?page=2&limit=2`);
    expectStatus(second, 200);
    expect(second.json<Project[]>().map((p) => p.title)).toEqual(visible.slice(2, 4));
    expect(second.headers[LIST_TOTAL_HEADER]).toBe('6');
    expect(second.headers.link).toBe(
      `<${path}?page=1&limit=2>; rel="prev", <${path}?page=3&limit=2>; rel="next"`,
    );
    const last = await list(`${path}?page=3&limit=2`);
    expect(last.json<Project[]>().map((p) => p.title)).toEqual(visible.slice(4));
    expect(last.headers.link).toBe(`<${path}?page=2&limit=2>; rel="prev"`);
    const past = await list(`${path}?page=9&limit=2`);
    expectStatus(past, 200);
    expect(past.json()).toEqual([]);
    expect(past.headers[LIST_TOTAL_HEADER]).toBe('6');
  });

  it('keeps the headers with a kept answer, and counts hidden ones for the owner only', async () => {
    await seedSeven();
    const path = `${apiPaths.projects.list}?limit=5`;
    const first = await list(path);
    const kept = await list(path);
    expect(kept.body).toBe(first.body);
    expect(kept.headers[LIST_TOTAL_HEADER]).toBe('6');
    expect(kept.headers.link).toBe(`<${apiPaths.projects.list}?page=2&limit=5>; rel="next"`);
    const owner = await list(path, ctx.auth(ctx.token));
    expect(owner.json()).toHaveLength(5);
    expect(owner.headers[LIST_TOTAL_HEADER]).toBe('7');
  });

  it('pages certificates the same way', async () => {
    for (let n = 1; n <= 3; n++)
      await seedCertificate(ctx, ctx.token, { title: `Certificate ${n}` });
    const res = await list(`${apiPaths.certificates.list}?page=2`);
    expect(res.json<Certificate[]>()).toEqual([]);
    expect(res.headers[LIST_TOTAL_HEADER]).toBe('3');
    const one = await list(`${apiPaths.certificates.list}?page=1&limit=1`);
    expect(one.json<Certificate[]>().map((c) => c.title)).toEqual(['Certificate 3']);
  });

  it('refuses a page or a size that is not one, with a 400 in the error shape', async () => {
    for (const query of ['page=0', 'page=abc', 'limit=0', 'limit=101', 'page=1&limit=-2']) {
      const res = await list(`${apiPaths.projects.list}?${query}`);
      expectStatus(res, 400);
      expect(res.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    }
  });
});
