import resumeSchema from '@jsonresume/schema';
import { apiPaths, DEFAULT_PROFILE, JSON_RESUME_PATH, type JsonResume } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, testAppPerTest } from '../../test/app.js';
import {
  addTimelineEntry,
  PROJECT_FIELDS,
  putProfile,
  seedCertificate,
  seedProject,
  toggleStatus,
} from '../../test/content.js';

function schemaErrors(resume: unknown): unknown {
  let found: unknown = 'not validated';
  resumeSchema.validate(resume, (errors) => {
    found = errors;
  });
  return found;
}

const ctx = testAppPerTest({ PUBLIC_ORIGIN: 'https://jane.example' });

const get = (host = 'jane.example') =>
  ctx.app.inject({ method: 'GET', url: JSON_RESUME_PATH, headers: { host } });

describe('GET /resume.json', () => {
  it('is a valid JSON Resume document of a new site', async () => {
    const res = await get();
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const resume = res.json<JsonResume>();
    expect(schemaErrors(resume)).toBeNull();
    expect(resume.basics.name).toBe(DEFAULT_PROFILE.ownerName);
    expect(resume.meta.canonical).toBe('https://jane.example/resume.json');
    expect(resume.projects).toEqual([]);
    expect(resume.work).toEqual([]);
    expect(resume.education).toEqual([]);
  });

  it('holds the visible timeline as work and education, valid against the schema', async () => {
    const token = await ctx.openSession();
    await addTimelineEntry(ctx, token, {
      role: 'Staff engineer',
      organisation: 'Acme Corp',
      place: 'Lisbon',
      start: '2021-09',
      end: null,
      summary: 'Led the **billing** team.',
      link: 'https://acme.example',
    });
    await addTimelineEntry(ctx, token, {
      role: 'Intern',
      organisation: 'Tiny Startup',
      place: '',
      start: '2019',
      end: '2019-08',
      summary: '',
      link: '',
    });
    await addTimelineEntry(ctx, token, { organisation: 'Hidden Corp', visible: false });
    await addTimelineEntry(ctx, token, {
      kind: 'education',
      role: 'MSc Computer Science',
      organisation: 'University of Lisbon',
      start: '2016',
      end: '2018',
      link: 'https://www.ulisboa.pt',
    });
    await addTimelineEntry(ctx, token, {
      kind: 'education',
      role: 'PhD Machine Learning',
      organisation: 'Open University',
      start: '2024-10',
      end: null,
      link: '',
    });

    const resume = (await get()).json<JsonResume>();
    expect(schemaErrors(resume)).toBeNull();
    // In the owner's order: the newest added first.
    expect(resume.work).toEqual([
      {
        name: 'Tiny Startup',
        position: 'Intern',
        startDate: '2019',
        endDate: '2019-08',
        summary: '',
      },
      {
        name: 'Acme Corp',
        position: 'Staff engineer',
        location: 'Lisbon',
        url: 'https://acme.example',
        startDate: '2021-09',
        summary: 'Led the **billing** team.',
      },
    ]);
    expect(resume.education).toEqual([
      { institution: 'Open University', area: 'PhD Machine Learning', startDate: '2024-10' },
      {
        institution: 'University of Lisbon',
        area: 'MSc Computer Science',
        url: 'https://www.ulisboa.pt',
        startDate: '2016',
        endDate: '2018',
      },
    ]);
  });

  it('holds the profile, the visible projects and certificates, and follows their changes', async () => {
    expect((await get()).json<JsonResume>().certificates).toEqual([]);
    const token = await ctx.login();
    await putProfile(ctx, token, {
      ...DEFAULT_PROFILE,
      ownerName: 'Jane Doe',
      skills: [{ icon: 'rust' }, { icon: 'nodedotjs' }, { text: 'COBOL' }],
      tools: [{ icon: 'local-vscode' }],
      about: { location: 'Lisbon, Portugal', role: 'Systems engineer', hobbies: ['Climbing'] },
      links: [
        { network: 'github', url: 'https://github.com/jane-doe' },
        { network: 'linkedin', url: 'https://www.linkedin.com/in/jane-doe/', label: 'Work' },
        { network: 'mastodon', url: 'https://mastodon.social/@jane' },
        { network: 'email', url: 'mailto:jane@example.com' },
        { network: 'website', url: 'https://blog.jane.example/' },
        { network: 'other', url: 'https://talks.example/jane', label: 'Talks' },
      ],
    });
    await seedProject(ctx, token, {
      title: 'Shown',
      website_link: 'https://shown.example',
      tags: 'rust,web',
    });
    await seedProject(ctx, token, { title: 'Untagged' });
    const hidden = await seedProject(ctx, token, { title: 'Hidden' });
    await toggleStatus(ctx, token, apiPaths.projects.status(hidden._id));
    await seedCertificate(ctx, token, { title: 'Rust in production', issued_by: 'Ferrous' });

    const resume = (await get()).json<JsonResume>();
    expect(schemaErrors(resume)).toBeNull();
    expect(resume.basics).toMatchObject({
      name: 'Jane Doe',
      label: 'Systems engineer',
      url: 'https://jane.example',
      location: { address: 'Lisbon, Portugal' },
      profiles: [
        { network: 'GitHub', username: 'jane-doe', url: 'https://github.com/jane-doe' },
        {
          network: 'LinkedIn',
          username: 'jane-doe',
          url: 'https://www.linkedin.com/in/jane-doe/',
        },
        { network: 'Mastodon', username: 'jane', url: 'https://mastodon.social/@jane' },
        { network: 'Website', url: 'https://blog.jane.example/' },
        { network: 'Talks', url: 'https://talks.example/jane' },
      ],
      email: 'jane@example.com',
    });
    expect(resume.projects.map((project) => [project.name, project.url, project.keywords])).toEqual(
      [
        ['Untagged', PROJECT_FIELDS.website_link, undefined],
        ['Shown', 'https://shown.example', ['rust', 'web']],
      ],
    );
    expect(resume.certificates).toEqual([{ name: 'Rust in production', issuer: 'Ferrous' }]);
    expect(resume.skills).toEqual([
      { name: 'Skills', keywords: ['Rust', 'Node.js', 'COBOL'] },
      { name: 'Tools', keywords: ['Visual Studio Code'] },
    ]);
    expect(resume.interests).toEqual([{ name: 'Climbing' }]);
  });

  it('is answered again unchanged with 304 while the content is the same', async () => {
    const first = await get();
    const again = await ctx.app.inject({
      method: 'GET',
      url: JSON_RESUME_PATH,
      headers: { host: 'jane.example', 'if-none-match': String(first.headers.etag) },
    });
    expectStatus(again, 304);
  });

  it('does not exist on the admin host, even once the public site’s answer is kept', async () => {
    expectStatus(await get(), 200);
    const res = await get('admin.jane.example');
    expectStatus(res, 404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("is at another language's prefix in the owner's texts of it; a prefix that is none is a 404", async () => {
    const token = await ctx.openSession();
    const entry = await addTimelineEntry(ctx, token, {
      role: 'Staff engineer',
      organisation: 'Acme Corp',
    });
    const put = (url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url, headers: ctx.auth(token), payload });
    expectStatus(
      await put(apiPaths.languages, { defaultLanguage: 'en', languages: ['en', 'pt'] }),
      200,
    );
    expectStatus(
      await put(apiPaths.translations.texts, {
        language: 'pt',
        kind: 'timeline',
        id: entry._id,
        fields: { role: 'Engenheira sênior' },
      }),
      200,
    );
    const pt = await ctx.app.inject({
      method: 'GET',
      url: `/pt${JSON_RESUME_PATH}`,
      headers: { host: 'jane.example' },
    });
    expectStatus(pt, 200);
    const resume = pt.json<JsonResume>();
    expect(schemaErrors(resume)).toBeNull();
    expect(resume.work.map((work) => work.position)).toEqual(['Engenheira sênior']);
    expect(resume.meta.canonical).toBe('https://jane.example/pt/resume.json');
    const own = (await get()).json<JsonResume>();
    expect(own.work.map((work) => work.position)).toEqual(['Staff engineer']);
    for (const url of [`/de${JSON_RESUME_PATH}`, `/en${JSON_RESUME_PATH}`]) {
      expectStatus(
        await ctx.app.inject({ method: 'GET', url, headers: { host: 'jane.example' } }),
        404,
      );
    }
    expectStatus(
      await ctx.app.inject({
        method: 'GET',
        url: `/pt${JSON_RESUME_PATH}`,
        headers: { host: 'admin.jane.example' },
      }),
      404,
    );
  });
});
