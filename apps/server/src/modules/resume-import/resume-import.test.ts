import {
  apiPaths,
  DEFAULT_PROFILE,
  JSON_RESUME_PATH,
  type JsonResume,
  type Profile,
  type Project,
  RESUME_IMPORT_MAX_ENTRIES,
  RESUME_NOT_JSON_RESUME,
  type ResumeImportPlan,
  type TimelineEntry,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  createTestContext,
  expectStatus,
  ownerAppPerTest,
  type TestContext,
} from '../../test/app.js';
import {
  addProject,
  addTimelineEntry,
  type ContentState,
  contentState,
  notifications,
  putProfile,
  seedProject,
  sendForm,
} from '../../test/content.js';
import { image } from '../../test/multipart.js';
import { importResume } from './resume-import.service.js';

const ORIGIN = 'https://jane.example';
const ctx = ownerAppPerTest({ PUBLIC_ORIGIN: ORIGIN });

/** A JSON Resume document as another tool writes it: fields the site does not read, full dates. */
const SAMPLE = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'Ada Lovelace',
    label: 'Analyst',
    image: 'https://ada.example/ada.jpg',
    email: 'ada@example.com',
    summary: 'I write programs for engines.',
    location: { city: 'London', countryCode: 'GB' },
    profiles: [
      { network: 'GitHub', username: 'ada', url: 'https://github.com/ada' },
      { network: 'Talks', url: 'https://talks.example/ada' },
    ],
  },
  work: [
    {
      name: 'Analytical Engine Ltd',
      position: 'Programmer',
      startDate: '1842-10-01',
      highlights: ['Note G'],
      summary: 'Wrote the **first** program.',
    },
  ],
  education: [{ institution: 'Home', area: 'Mathematics', startDate: '1830' }],
  projects: [
    {
      name: 'Bernoulli numbers',
      description: 'Note G',
      url: 'https://ada.example/g',
      keywords: ['Math', 'engines', 'Machine Learning', 'not/a tag'],
    },
    { name: 'Poetical science', url: 'https://ada.example/poetry', startDate: '1843-07' },
  ],
  certificates: [{ name: 'Royal Society', issuer: 'RS' }],
  skills: [{ name: 'Languages', keywords: ['Rust', 'Punch cards'] }],
  interests: [{ name: 'Horses' }],
  publications: [{ name: 'Sketch of the Analytical Engine' }],
};

const post = (url: string, payload: unknown, headers = ctx.auth(ctx.token)) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
const preview = (payload: unknown) => post(apiPaths.resumeImport.preview, payload);
const apply = (payload: unknown) => post(apiPaths.resumeImport.apply, payload);

const exportResume = async (context: TestContext = ctx) =>
  (
    await context.app.inject({
      method: 'GET',
      url: JSON_RESUME_PATH,
      headers: { host: new URL(ORIGIN).host },
    })
  ).json<JsonResume>();
const profile = async () =>
  (await ctx.app.inject({ method: 'GET', url: apiPaths.profile })).json<Profile>();
const ownerProjects = async (context: TestContext = ctx, auth = ctx.token) =>
  (
    await context.app.inject({
      method: 'POST',
      url: apiPaths.projects.list,
      headers: context.auth(auth),
    })
  ).json<Project[]>();
const timeline = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: apiPaths.timeline.list,
      headers: ctx.auth(ctx.token),
    })
  ).json<TimelineEntry[]>();

/** The content apart from notifications: a failed change may leave its error notification. */
const withoutNotifications = (state: ContentState) => ({
  ...state,
  tables: { ...state.tables, notifications: [] },
});

describe('POST /api/resume-import/preview', () => {
  it('lists what the import adds, replaces and leaves out, and changes nothing', async () => {
    await addTimelineEntry(ctx, ctx.token, { role: 'Old role', organisation: 'Old Corp' });
    const before = await contentState(ctx);
    const res = await preview(SAMPLE);
    expectStatus(res, 200);
    expect(res.json<ResumeImportPlan>().changes).toEqual([
      {
        section: 'Profile',
        action: 'replaced',
        items: ['Name', 'Role', 'Introduction', 'Location', 'Links', 'Skills', 'Hobbies'],
        note: 'The other profile fields stay as they are.',
      },
      expect.objectContaining({
        section: 'Timeline',
        action: 'removed',
        items: ['Old role – Old Corp'],
      }),
      expect.objectContaining({
        section: 'Timeline',
        action: 'added',
        items: ['Programmer – Analytical Engine Ltd', 'Mathematics – Home'],
      }),
      expect.objectContaining({
        section: 'Projects',
        action: 'added',
        items: ['Bernoulli numbers', 'Poetical science'],
      }),
      expect.objectContaining({
        section: 'Certificates',
        action: 'left out',
        items: ['1 certificate'],
      }),
    ]);
    expect(await contentState(ctx)).toEqual(before);
  });
});

describe('POST /api/resume-import', () => {
  it('replaces the profile and the timeline and adds the projects hidden, needing an image', async () => {
    await addTimelineEntry(ctx, ctx.token, { role: 'Old role', organisation: 'Old Corp' });
    const res = await apply(SAMPLE);
    expectStatus(res, 200);

    const imported = await profile();
    expect(imported).toMatchObject({
      ownerName: 'Ada Lovelace',
      introduction: 'I write programs for engines.',
      about: { role: 'Analyst', location: 'London, GB', hobbies: ['Horses'] },
      links: [
        { network: 'github', url: 'https://github.com/ada' },
        { network: 'other', url: 'https://talks.example/ada', label: 'Talks' },
        { network: 'email', url: 'mailto:ada@example.com' },
      ],
      skills: [{ icon: 'rust' }, { text: 'Punch cards' }],
      tools: DEFAULT_PROFILE.tools,
      greeting: DEFAULT_PROFILE.greeting,
    });
    expect(
      (await timeline()).map((entry) => [entry.kind, entry.role, entry.start, entry.summary]),
    ).toEqual([
      ['work', 'Programmer', '1842-10', 'Wrote the **first** program.'],
      ['education', 'Mathematics', '1830', ''],
    ]);
    const projects = await ownerProjects();
    expect(
      projects.map((p) => [p.title, p.isActive, p.project_image, p.tags, p.date, p.slug]),
    ).toEqual([
      [
        'Bernoulli numbers',
        false,
        '',
        ['math', 'engines', 'machine-learning'],
        '',
        'bernoulli-numbers',
      ],
      ['Poetical science', false, '', [], '1843-07', 'poetical-science'],
    ]);
    // One notification for the whole import, besides the one of the entry added before it.
    expect((await notifications(ctx, ctx.token)).map((n) => n.notification_msg).sort()).toEqual([
      'Timeline entry "Old role, Old Corp" created',
      'resume.json imported: profile, 2 timeline entries, 2 projects',
    ]);

    // The public never sees a project without an image, and it cannot be shown before it has one.
    const publicList = await ctx.app.inject({ method: 'POST', url: apiPaths.projects.list });
    expect(publicList.json()).toEqual([]);
    const id = projects[0]?._id ?? '';
    const show = await ctx.app.inject({
      method: 'PATCH',
      url: apiPaths.projects.status(id),
      headers: ctx.auth(ctx.token),
    });
    expectStatus(show, 400);
    expect(show.json()).toMatchObject({
      error: 'This project needs an image before it can be shown',
    });
  });

  it('updates the projects the site has, found by link or title, instead of adding them again', async () => {
    const byWebsite = await seedProject(ctx, ctx.token, {
      title: 'By website',
      website_link: 'https://site.example/a',
      project_link: 'https://github.com/x/a',
    });
    const byRepository = await seedProject(ctx, ctx.token, {
      title: 'By repository',
      website_link: '',
      project_link: 'https://github.com/x/b',
    });
    const byTitle = await seedProject(ctx, ctx.token, { title: 'By Title' });
    const document = {
      basics: {},
      projects: [
        {
          name: 'Renamed',
          description: 'New words',
          url: 'https://site.example/a',
          startDate: '2021-03-04',
          keywords: ['Rust'],
        },
        { name: 'By repository', description: 'Repository words', url: 'https://github.com/x/b' },
        { name: 'by title', description: 'Title words', url: 'https://elsewhere.example' },
        { name: 'Brand new', url: 'https://new.example' },
      ],
    };
    const plan = await preview(document);
    expect(plan.json<ResumeImportPlan>().changes).toContainEqual(
      expect.objectContaining({
        section: 'Projects',
        action: 'updated',
        items: ['Renamed', 'By repository', 'by title'],
      }),
    );
    expectStatus(await apply(document), 200);

    const projects = new Map((await ownerProjects()).map((project) => [project._id, project]));
    expect(projects.size).toBe(4);
    expect(projects.get(byWebsite._id)).toEqual({
      ...byWebsite,
      title: 'Renamed',
      slug: 'renamed',
      description: 'New words',
      date: '2021-03',
      tags: ['rust'],
      updatedAt: expect.any(String),
    });
    // Its links, image, visibility and case study stay: only the texts of the document change.
    expect(projects.get(byRepository._id)).toMatchObject({
      description: 'Repository words',
      website_link: '',
      project_image: byRepository.project_image,
      isActive: true,
    });
    expect(projects.get(byTitle._id)).toMatchObject({
      title: 'by title',
      website_link: byTitle.website_link,
    });
    // The old slugs of the renamed ones lead to their new ones.
    expect(
      await ctx.db
        .selectFrom('project_slug_history')
        .select(['slug', 'project_id'])
        .orderBy('slug')
        .execute(),
    ).toEqual(
      [byWebsite, byTitle]
        .map((project) => ({ slug: project.slug, project_id: project._id }))
        .sort((a, b) => a.slug.localeCompare(b.slug)),
    );

    // Importing the same file again adds nothing: the new project is found by its link now.
    expectStatus(await apply(document), 200);
    expect(await ownerProjects()).toHaveLength(4);
  });

  it("imports the site's own resume.json again without a duplicate", async () => {
    await addProject(ctx, ctx.token, { title: 'Shown', tags: 'rust,web', date: '2024-05' });
    await seedProject(ctx, ctx.token, { title: 'Second', website_link: '' });
    const before = await ownerProjects();
    const exported = await exportResume();
    expectStatus(await apply(exported), 200);
    expect((await ownerProjects()).map(({ updatedAt: _, ...project }) => project)).toEqual(
      before.map(({ updatedAt: _, ...project }) => project),
    );
    expect(await exportResume()).toEqual(exported);
  });

  it('stores nothing when a step fails in the middle of the transaction', async () => {
    await addTimelineEntry(ctx, ctx.token, { role: 'Old role', organisation: 'Old Corp' });
    const before = await contentState(ctx);
    // The database refuses the first project row, after the profile and timeline were written.
    const failOnProjects: KyselyPlugin = {
      transformQuery(args) {
        const node = args.node;
        if (node.kind === 'InsertQueryNode' && JSON.stringify(node.into).includes('"projects"')) {
          throw new Error('the database failed');
        }
        return node;
      },
      transformResult: async (args) => args.result,
    };
    const deps = { ...ctx.app.deps, db: ctx.db.withPlugin(failOnProjects) };
    await expect(importResume(deps, SAMPLE)).rejects.toThrow('the database failed');
    expect(await contentState(ctx)).toEqual(before);
  });

  it('brings back the same resume.json on an empty site once the projects have their image', async () => {
    await putProfile(ctx, ctx.token, {
      ...DEFAULT_PROFILE,
      ownerName: 'Jane Doe',
      introduction: 'Hello.',
      skills: [{ icon: 'rust' }, { icon: 'nodedotjs' }, { text: 'COBOL' }],
      tools: [{ icon: 'git' }],
      about: { location: 'Lisbon, Portugal', role: 'Systems engineer', hobbies: ['Climbing'] },
      links: [
        { network: 'github', url: 'https://github.com/jane-doe' },
        { network: 'other', url: 'https://talks.example/jane', label: 'Talks' },
        { network: 'email', url: 'mailto:jane@example.com' },
      ],
    });
    await addTimelineEntry(ctx, ctx.token, {
      role: 'Staff engineer',
      organisation: 'Acme Corp',
      place: 'Lisbon',
      start: '2021-09',
      end: null,
      summary: 'Led the **billing** team.',
      link: 'https://acme.example',
    });
    await addTimelineEntry(ctx, ctx.token, {
      kind: 'education',
      role: 'MSc',
      organisation: 'University of Lisbon',
      start: '2016',
      end: '2018',
    });
    await addProject(ctx, ctx.token, { title: 'Shown', tags: 'rust,web', date: '2024-05' });
    await seedProject(ctx, ctx.token, { title: 'Second' });
    const exported = await exportResume();

    const empty = await createTestContext({ PUBLIC_ORIGIN: ORIGIN });
    try {
      const owner = await empty.openSession();
      const res = await empty.app.inject({
        method: 'POST',
        url: apiPaths.resumeImport.apply,
        headers: empty.auth(owner),
        payload: exported,
      });
      expectStatus(res, 200);
      // Hidden until the owner gives each project its image and shows it.
      expect((await exportResume(empty)).projects).toEqual([]);
      for (const project of await ownerProjects(empty, owner)) {
        const edit = await sendForm(
          empty,
          { method: 'PUT', url: apiPaths.projects.edit(project._id), token: owner },
          {
            title: project.title,
            description: project.description,
            website_link: project.website_link,
            project_link: project.project_link,
          },
          { field: UPLOAD_FIELDS.project, path: image('DSCN0010.jpg') },
        );
        expectStatus(edit, 200);
        const show = await empty.app.inject({
          method: 'PATCH',
          url: apiPaths.projects.status(project._id),
          headers: empty.auth(owner),
        });
        expectStatus(show, 200);
      }
      expect(await exportResume(empty)).toEqual(exported);
    } finally {
      await empty.close();
    }
  });

  describe('refuses bad input with a 400 or 413 naming it, storing nothing', () => {
    const cases: [string, () => unknown, number, Record<string, unknown>][] = [
      [
        'not a JSON Resume document',
        () => ({ name: 'Ada', work: [] }),
        400,
        { error: RESUME_NOT_JSON_RESUME, details: [{ field: 'basics', message: 'is required' }] },
      ],
      ['a JSON array', () => [SAMPLE], 400, { error: RESUME_NOT_JSON_RESUME }],
      [
        `more than ${RESUME_IMPORT_MAX_ENTRIES} work entries`,
        () => ({
          ...SAMPLE,
          work: Array.from({ length: 10_000 }, () => SAMPLE.work[0]),
        }),
        400,
        {
          code: 'VALIDATION_ERROR',
          details: [{ field: 'work', message: `must have at most 200 items` }],
        },
      ],
      [
        'a field over its limit',
        () => ({ ...SAMPLE, work: [{ ...SAMPLE.work[0], position: 'x'.repeat(201) }] }),
        400,
        {
          details: [{ field: 'work/0/position', message: 'must have at most 200 characters' }],
        },
      ],
      [
        'what the site needs, missing',
        () => ({
          ...SAMPLE,
          work: [{ ...SAMPLE.work[0], position: '' }],
          projects: [{ name: 'No link' }],
        }),
        400,
        {
          details: [
            { field: 'work/0/position', message: 'must not be blank' },
            { field: 'projects/0/url', message: 'is required: an absolute http(s) URL' },
          ],
        },
      ],
      [
        'a control character',
        () => ({ ...SAMPLE, basics: { ...SAMPLE.basics, name: 'Ada\u0007' } }),
        400,
        { code: 'VALIDATION_ERROR' },
      ],
      [
        'a file of 10 MB',
        () => ({ ...SAMPLE, padding: 'x'.repeat(10 * 1024 * 1024) }),
        413,
        { code: 'PAYLOAD_TOO_LARGE' },
      ],
    ];

    it.each(cases)('%s', async (_name, body, status, answer) => {
      const before = withoutNotifications(await contentState(ctx));
      for (const call of [preview, apply]) {
        const res = await call(body());
        expectStatus(res, status);
        expect(res.json()).toMatchObject(answer);
      }
      expect(withoutNotifications(await contentState(ctx))).toEqual(before);
    });
  });
});
