import { apiPaths, UPLOAD_FIELDS } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, testAppPerFile } from '../../test/app.js';

// One app for the file: every test only reads the document.
const ctx = testAppPerFile();

interface Operation {
  security?: unknown[];
  requestBody?: {
    content: Record<
      string,
      { schema: { properties: Record<string, unknown>; required?: string[] } }
    >;
  };
  responses: Record<string, unknown>;
}

type ContractPaths = {
  [key: string]: string | ((id: string, screenshotId: string) => string) | ContractPaths;
};

/** Every path of the contract's list, an id as `{id}` (as OpenAPI writes it; a second id too). */
function contractPaths(paths: ContractPaths): string[] {
  return Object.values(paths).flatMap((path) => {
    if (typeof path === 'string') return [path];
    if (typeof path === 'function') return [path('{id}', '{screenshotId}')];
    return contractPaths(path);
  });
}

/** Spec §7's method for each kind of content call, by its name in the contract's path list. */
const METHOD_OF: Record<string, string> = {
  list: 'post',
  add: 'post',
  edit: 'put',
  status: 'patch',
  markRead: 'patch',
  delete: 'delete',
};

/** Calls the contract's groups hold beyond spec §7: the owner's order, featuring a project. */
const ADDED_CALLS = new Set([
  'order',
  'featured',
  'caseStudyImage',
  'screenshots',
  'screenshot',
  'caseStudyRender',
  'settings',
  'preview',
]);

/** Every call of spec §7 (and logout, which revokes the token), as [method, OpenAPI path]. */
const SPEC_CALLS: [string | undefined, string][] = [
  ['post', apiPaths.auth.login],
  ['get', apiPaths.auth.userdata],
  ['post', apiPaths.auth.logout],
  ...(['projects', 'certificates', 'resume', 'quotes', 'notifications'] as const).flatMap((group) =>
    Object.entries(apiPaths[group])
      .filter(([name]) => !ADDED_CALLS.has(name))
      .map(([name, path]): [string | undefined, string] => [
        METHOD_OF[name],
        typeof path === 'function' ? path('{id}') : path,
      ]),
  ),
  ['post', apiPaths.nowPlaying],
];

describe('OpenAPI document', () => {
  it('describes every call of spec §7 with its method', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: apiPaths.openapi });
    expectStatus(res, 200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, Operation>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    // 24 rows in spec §7, and logout.
    expect(SPEC_CALLS).toHaveLength(25);
    const missing = SPEC_CALLS.filter(
      ([method, path]) => method === undefined || doc.paths[path]?.[method] === undefined,
    );
    expect(missing).toEqual([]);
  });

  it("describes every API path of the contract's list, and only API calls", async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: apiPaths.openapi })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const apiOnly = contractPaths(apiPaths).filter(
      (path) => path.startsWith('/api/') && path !== apiPaths.openapi,
    );
    expect(apiOnly.filter((path) => doc.paths[path] === undefined)).toEqual([]);
    expect(doc.paths[apiPaths.profile]).toMatchObject({ get: {}, put: {} });
    expect(doc.paths[apiPaths.icons]).toMatchObject({ get: { security: [{}] } });
    expect(doc.paths[apiPaths.projects.order]).toMatchObject({ put: { security: [{}] } });
    expect(doc.paths[apiPaths.certificates.order]).toMatchObject({ put: { security: [{}] } });
    // The timeline, added beside spec §7: a public list, and changes behind the token.
    expect(Object.keys(doc.paths[apiPaths.timeline.list] ?? {}).sort()).toEqual(['get', 'post']);
    expect(doc.paths[apiPaths.timeline.list]?.get?.security).toBeUndefined();
    for (const [path, method] of [
      [apiPaths.timeline.add, 'post'],
      [apiPaths.timeline.order, 'put'],
      [apiPaths.timeline.edit('{id}'), 'put'],
      [apiPaths.timeline.delete('{id}'), 'delete'],
      // The resume.json import, added beside spec §7: the Admin's alone.
      [apiPaths.resumeImport.preview, 'post'],
      [apiPaths.resumeImport.apply, 'post'],
      // The theme, added beside spec §7: read by anyone, changed and previewed by the Admin.
      [apiPaths.theme, 'put'],
      [apiPaths.themePreview, 'post'],
      // The choice of résumé and the generated one's preview, added beside spec §7: the Admin's.
      [apiPaths.resume.settings, 'get'],
      [apiPaths.resume.settings, 'put'],
      [apiPaths.resume.preview, 'post'],
      // The posts, added beside spec §7: every call the Admin's alone.
      [apiPaths.posts.list, 'get'],
      [apiPaths.posts.add, 'post'],
      [apiPaths.posts.image, 'post'],
      [apiPaths.posts.get('{id}'), 'get'],
      [apiPaths.posts.edit('{id}'), 'put'],
      [apiPaths.posts.delete('{id}'), 'delete'],
      [apiPaths.posts.versions('{id}'), 'get'],
      [apiPaths.posts.restore('{id}'), 'post'],
      [apiPaths.posts.preview('{id}'), 'post'],
      [apiPaths.posts.render, 'post'],
      [apiPaths.posts.pagePreview, 'post'],
      [apiPaths.posts.importPreview, 'post'],
      [apiPaths.posts.import, 'post'],
      [apiPaths.posts.export, 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([
        { accessToken: [] },
      ]);
    }
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
    expect(doc.paths[apiPaths.openapi]).toBeUndefined();
  });

  it('shows the multipart form of uploads and the token on guarded calls', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: apiPaths.openapi })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const add = doc.paths[apiPaths.projects.add]?.post;
    const form = add?.requestBody?.content['multipart/form-data']?.schema.properties ?? {};
    expect(Object.keys(form).sort()).toEqual(
      [
        'case_study',
        'date',
        'description',
        'image_focus',
        'projectImage',
        'project_link',
        'project_link_label',
        'tags',
        'slug',
        'title',
        'website_link',
        'website_link_label',
      ].sort(),
    );
    // The spec's fields are required but the website (a library has none, for newer clients); the
    // date, tags, case study, slug, link labels and image focus, added since, are not.
    expect(add?.requestBody?.content['multipart/form-data']?.schema.required?.sort()).toEqual(
      ['description', 'projectImage', 'project_link', 'title'].sort(),
    );
    expect(add?.security).toEqual([{ accessToken: [] }]);
    expect(doc.paths[apiPaths.notifications.list]?.post?.security).toEqual([{ accessToken: [] }]);
    expect(doc.paths[apiPaths.projects.list]?.post?.security).toBeUndefined();
    const caseStudyImage = doc.paths[apiPaths.projects.caseStudyImage]?.post;
    expect(
      Object.keys(
        caseStudyImage?.requestBody?.content['multipart/form-data']?.schema.properties ?? {},
      ),
    ).toEqual([UPLOAD_FIELDS.caseStudyImage]);
    expect(caseStudyImage?.security).toEqual([{ accessToken: [] }]);
    expect(doc.paths[apiPaths.projects.caseStudyRender]?.post?.security).toEqual([
      { accessToken: [] },
    ]);
  });
});
