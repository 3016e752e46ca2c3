import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import {
  apiPaths,
  type Certificate,
  type Notification,
  type Project,
  type Quote,
  type Resume,
  SITE_IMAGE_FIELD,
  type TimelineEntry,
  type TimelineEntryBody,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { BACKUP_TABLES } from '../backup/archive-format.js';
import type { Database } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import type { OwnerTestContext, TestContext } from './app.js';
import { expectStatus, listAs } from './app.js';
import { filePart, image, multipart, pdf } from './multipart.js';

export const PROJECT_FIELDS = {
  title: 'Portfolio engine',
  description: 'A self-hosted portfolio with an admin.',
  website_link: 'https://example.com',
  project_link: 'https://github.com/example/portfolio',
};

type Send = { method: 'POST' | 'PUT'; url: string; token?: string };

/** Posts a multipart form with one file from the test data. */
export function sendForm(
  ctx: TestContext,
  { method, url, token }: Send,
  fields: Record<string, string>,
  file?: { field: string; path: string; contentType?: string },
): Promise<LightMyRequestResponse> {
  const form = multipart(fields, file ? [filePart(file.field, file.path, file.contentType)] : []);
  return ctx.app.inject({
    method,
    url,
    headers: { ...form.headers, ...(token ? ctx.auth(token) : {}) },
    payload: form.payload,
  });
}

/** The owner sends a project's edit form, with an image when `file` names one. */
export const editProject = (
  ctx: OwnerTestContext,
  id: string,
  fields: Record<string, string>,
  file?: string,
): Promise<LightMyRequestResponse> =>
  sendForm(
    ctx,
    { method: 'PUT', url: apiPaths.projects.edit(id), token: ctx.token },
    fields,
    file ? { field: UPLOAD_FIELDS.project, path: file } : undefined,
  );

/** The projects the public list shows. */
export const publicProjects = (ctx: TestContext): Promise<Project[]> =>
  listAs<Project>(ctx, apiPaths.projects.list);

export async function addProject(
  ctx: TestContext,
  token: string,
  fields: Partial<typeof PROJECT_FIELDS> & {
    date?: string;
    tags?: string;
    case_study?: string;
    slug?: string;
    project_link_label?: string;
    website_link_label?: string;
  } = {},
  file = image('DSCN0010.jpg'),
): Promise<Project> {
  const res = await sendForm(
    ctx,
    { method: 'POST', url: apiPaths.projects.add, token },
    { ...PROJECT_FIELDS, ...fields },
    { field: UPLOAD_FIELDS.project, path: file },
  );
  expectStatus(res, 200);
  return res.json<Project>();
}

export async function addCertificate(
  ctx: TestContext,
  token: string,
  fields: { title?: string; issued_by?: string } = {},
): Promise<Certificate> {
  const res = await sendForm(
    ctx,
    { method: 'POST', url: apiPaths.certificates.add, token },
    { title: 'Deep Learning Specialization', issued_by: 'Coursera', ...fields },
    { field: UPLOAD_FIELDS.certificate, path: image('Canon_40D.jpg') },
  );
  expectStatus(res, 200);
  return res.json<Certificate>();
}

export async function addResume(
  ctx: TestContext,
  token: string,
  file = pdf('minimal-document.pdf'),
): Promise<Resume> {
  const res = await sendForm(
    ctx,
    { method: 'POST', url: apiPaths.resume.add, token },
    {},
    { field: UPLOAD_FIELDS.resume, path: file, contentType: 'application/pdf' },
  );
  expectStatus(res, 200);
  return res.json<Resume>();
}

/** The bytes of every width of a seeded image: a 1×1 WebP. */
const SEEDED_WEBP = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQs840s/+BiOh/AAA=', 'base64');

/** The widths an upload stores: of DSCN0010.jpg for a project, of Canon_40D.jpg for a certificate. */
const PROJECT_WIDTHS = [
  [480, 360],
  [640, 480],
] as const;
const CERTIFICATE_WIDTHS = [[100, 68]] as const;

/**
 * What an upload stores for an image, without decoding one: a file per width under the key the
 * server would give it, and the media rows that point at them. Answers the media id.
 */
async function seedImage(
  ctx: TestContext,
  widths: readonly (readonly [number, number])[],
): Promise<string> {
  const id = newId(ctx.clock.now.getTime());
  const hash = createHash('sha256').update(SEEDED_WEBP).digest('hex').slice(0, 16);
  const files = widths.map(([width, height]) => ({
    key: `images/${id}/${width}-${hash}.webp`,
    media_id: id,
    content_type: 'image/webp',
    bytes: SEEDED_WEBP.length,
    width,
    height,
  }));
  for (const file of files) await ctx.storage.put(file.key, SEEDED_WEBP, file.content_type);
  await ctx.db
    .insertInto('media')
    .values({ id, kind: 'image', original_name: null, created_at: ctx.clock.now })
    .execute();
  await ctx.db.insertInto('media_files').values(files).execute();
  return id;
}

/** The entity of this id as the Admin's list call answers it. */
async function listed<T extends { _id: string }>(
  ctx: TestContext,
  token: string,
  url: string,
  id: string,
): Promise<T> {
  const res = await ctx.app.inject({ method: 'POST', url, headers: ctx.auth(token) });
  expectStatus(res, 200);
  const entity = res.json<T[]>().find((item) => item._id === id);
  if (!entity) throw new Error(`${url} does not list the seeded ${id}`);
  return entity;
}

/**
 * The columns a seeded project or certificate has besides its own: its id, its stored image, shown,
 * first in the owner's order, written now.
 */
async function seededColumns(
  ctx: TestContext,
  table: 'projects' | 'certificates',
  widths: readonly (readonly [number, number])[],
) {
  const imageId = await seedImage(ctx, widths);
  const now = ctx.clock.now;
  return {
    id: newId(now.getTime()),
    image_id: imageId,
    is_active: true,
    position: sql<number>`(select coalesce(min(position), 0) - 1 from ${sql.table(table)})`,
    created_at: now,
    updated_at: now,
  };
}

/** The seeded entity of this id as the Admin's list answers it, the public answers told of it. */
async function seeded<T extends { _id: string }>(
  ctx: TestContext,
  token: string,
  url: string,
  id: string,
): Promise<T> {
  await ctx.app.deps.contentVersion.bump();
  return listed<T>(ctx, token, url, id);
}

/**
 * A project as `addProject` leaves it (rows, files, the widths of DSCN0010.jpg), stored directly:
 * first in the owner's order, for tests that need one but are not about uploading. No
 * notification; the public answers see it.
 */
export async function seedProject(
  ctx: TestContext,
  token: string,
  /** `tags` as stored: lower case, joined by commas; `case_study` as stored: Markdown. */
  fields: Partial<typeof PROJECT_FIELDS> & {
    tags?: string;
    case_study?: string;
    date?: string;
  } = {},
): Promise<Project> {
  const columns = await seededColumns(ctx, 'projects', PROJECT_WIDTHS);
  await ctx.db
    .insertInto('projects')
    .values({ ...PROJECT_FIELDS, ...fields, slug: `seeded-${columns.id}`, ...columns })
    .execute();
  return seeded<Project>(ctx, token, apiPaths.projects.list, columns.id);
}

/** A certificate as `addCertificate` leaves it (Canon_40D.jpg's one width), stored directly. */
export async function seedCertificate(
  ctx: TestContext,
  token: string,
  fields: { title?: string; issued_by?: string } = {},
): Promise<Certificate> {
  const columns = await seededColumns(ctx, 'certificates', CERTIFICATE_WIDTHS);
  await ctx.db
    .insertInto('certificates')
    .values({ title: 'Deep Learning Specialization', issued_by: 'Coursera', ...fields, ...columns })
    .execute();
  return seeded<Certificate>(ctx, token, apiPaths.certificates.list, columns.id);
}

export async function addQuote(ctx: TestContext, token: string, quote: string): Promise<Quote> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: apiPaths.quotes.add,
    headers: ctx.auth(token),
    payload: { quote },
  });
  expectStatus(res, 200);
  return res.json<Quote>();
}

/** A valid timeline entry: work, from 2021-09 to the present. */
export const TIMELINE_ENTRY: TimelineEntryBody = {
  kind: 'work',
  role: 'Backend engineer',
  organisation: 'Acme Corp',
  place: 'Lisbon',
  start: '2021-09',
  end: null,
  summary: 'Built the **billing** service.',
  link: 'https://acme.example',
  visible: true,
};

/** A valid JSON Resume document for the import calls: one of each thing the import reads. */
export const RESUME_IMPORT_DOCUMENT = {
  basics: {
    name: 'Ada Lovelace',
    label: 'Analyst',
    summary: 'I write programs.',
    email: 'ada@example.com',
    url: 'https://ada.example',
    location: { address: 'London' },
    profiles: [{ network: 'GitHub', username: 'ada', url: 'https://github.com/ada' }],
  },
  work: [
    {
      name: 'Engines Ltd',
      position: 'Programmer',
      location: 'London',
      url: 'https://engines.example',
      startDate: '1842-10',
      summary: 'Note G.',
    },
  ],
  education: [{ institution: 'Home', area: 'Mathematics', url: '', startDate: '1830' }],
  projects: [
    {
      name: 'Bernoulli numbers',
      description: 'Note G',
      url: 'https://ada.example/g',
      startDate: '1843',
      keywords: ['math'],
    },
  ],
  skills: [{ name: 'Skills', keywords: ['Rust'] }],
  interests: [{ name: 'Horses' }],
};

export async function addTimelineEntry(
  ctx: TestContext,
  token: string,
  fields: Partial<TimelineEntryBody> = {},
): Promise<TimelineEntry> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: apiPaths.timeline.add,
    headers: ctx.auth(token),
    payload: { ...TIMELINE_ENTRY, ...fields },
  });
  expectStatus(res, 200);
  return res.json<TimelineEntry>();
}

/** The notifications the Admin sees, newest first. */
export const notifications = (ctx: TestContext, token: string): Promise<Notification[]> =>
  listAs<Notification>(ctx, apiPaths.notifications.list, token);

/** The key of every stored media file, sorted. */
export async function mediaFiles(ctx: TestContext): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of ctx.storage.list()) keys.push(object.key);
  return keys.sort();
}

/**
 * Everything media storage holds, to see what a change leaves behind: on local disk every entry
 * under DATA_DIR/media (folders end in `/`; temporary files count), in a bucket every object.
 */
export async function mediaEntries(ctx: TestContext): Promise<string[]> {
  if (ctx.config.storage.driver !== 'local') return mediaFiles(ctx);
  const root = ctx.config.storage.dir;
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const relative = path.relative(root, path.join(entry.parentPath, entry.name));
      return entry.isDirectory() ? `${relative}/` : relative;
    })
    .sort();
}

/** The stored bytes behind a media URL. */
export async function storedBytes(ctx: TestContext, url: string): Promise<Buffer> {
  const object = await ctx.storage.get(keyOf(url));
  if (!object) throw new Error(`no stored file for ${url}`);
  return buffer(object.body);
}

/**
 * The content: every table a backup keeps from media on (the ones before it are the accounts and
 * their sign-in methods), and the search index built from them.
 */
const CONTENT_TABLES = [
  ...BACKUP_TABLES.slice(BACKUP_TABLES.indexOf('media')),
  'search_documents',
] as const;

/** Who may log in and with what: users with their password hashes, and the open sessions. */
const ACCOUNT_TABLES = ['users', 'sessions'] as const;

export interface ContentState {
  tables: Record<string, string[]>;
  files: string[];
}

async function tableRows(
  ctx: TestContext,
  names: readonly (keyof Database)[],
): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of names) {
    const rows: Record<string, unknown>[] = await ctx.db.selectFrom(table).selectAll().execute();
    // A search document's id is the engine's row number, not content: a rebuild numbers anew.
    tables[table] = rows
      .map(({ id, ...row }) => JSON.stringify(table === 'search_documents' ? row : { id, ...row }))
      .sort();
  }
  return tables;
}

/** Everything a change could touch: every content row and every media entry. */
export async function contentState(ctx: TestContext): Promise<ContentState> {
  return { tables: await tableRows(ctx, CONTENT_TABLES), files: await mediaEntries(ctx) };
}

/** What refused changes may leave since `before`: nothing but the owner's Error notification of each. */
export async function expectNothingStored(
  ctx: TestContext,
  before: ContentState,
  refusals: number,
): Promise<void> {
  const after = await contentState(ctx);
  expect({ ...after, tables: { ...after.tables, notifications: [] } }).toEqual({
    ...before,
    tables: { ...before.tables, notifications: [] },
  });
  const errors = (state: ContentState) =>
    (state.tables.notifications ?? []).filter((row) => row.includes('"Error"'));
  expect(errors(after)).toHaveLength(errors(before).length + refusals);
}

/**
 * The content state with the accounts too (users with their password hashes, sessions): what a
 * request without a valid token must leave as it is. Logging in changes it, so compare it only
 * across requests that do not log in.
 */
export async function siteState(ctx: TestContext): Promise<ContentState> {
  return {
    tables: await tableRows(ctx, [...CONTENT_TABLES, ...ACCOUNT_TABLES]),
    files: await mediaEntries(ctx),
  };
}

/** The storage key behind a media URL. */
export const keyOf = (url: string) => new URL(url).pathname.replace(/^\/media\//, '');

/** Toggles an entity's isActive through its status call. */
export async function toggleStatus(ctx: TestContext, token: string, url: string): Promise<void> {
  const res = await ctx.app.inject({ method: 'PATCH', url, headers: ctx.auth(token) });
  expectStatus(res, 200);
}

export async function putProfile(ctx: TestContext, token: string, profile: object): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: apiPaths.profile,
    headers: ctx.auth(token),
    payload: profile,
  });
  expectStatus(res, 200);
}

/** Uploads a portrait and a site icon (files of testdata), checked to be stored. */
export async function putSiteImages(
  ctx: TestContext,
  token: string,
  portrait: string,
  icon: string,
): Promise<void> {
  for (const [url, file] of [
    [apiPaths.profilePhoto, portrait],
    [apiPaths.profileIcon, icon],
  ] as const) {
    const res = await sendForm(
      ctx,
      { method: 'PUT', url, token },
      {},
      { field: SITE_IMAGE_FIELD, path: file },
    );
    expectStatus(res, 200);
  }
}

/** Uploads these images as a project's screenshots, in this order: their ids. */
export async function addScreenshots(
  ctx: TestContext,
  token: string,
  projectId: string,
  files: string[],
): Promise<string[]> {
  const shots = multipart(
    {},
    files.map((file) => filePart(UPLOAD_FIELDS.screenshots, file)),
  );
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: apiPaths.projects.screenshots(projectId),
    headers: { ...shots.headers, ...ctx.auth(token) },
    payload: shots.payload,
  });
  expectStatus(uploaded, 200);
  return uploaded.json<{ _id: string }[]>().map((shot) => shot._id);
}
