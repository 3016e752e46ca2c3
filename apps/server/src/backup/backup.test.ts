import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { apiPaths, DEFAULT_PROFILE } from '@portfolio/contract';
import { create, extract } from 'tar';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { knownMigrations, migrateTo } from '../db/migrate.js';
import { sealSecret } from '../lib/secret-box.js';
import { ensureSearchIndex } from '../modules/search/search-index.service.js';
import type { StorageDriver } from '../storage/storage.js';
import { createTestContext, expectStatus, type TestContext } from '../test/app.js';
import {
  addCertificate,
  addProject,
  addQuote,
  addResume,
  addScreenshots,
  addTimelineEntry,
  contentState,
  mediaFiles,
  putSiteImages,
} from '../test/content.js';
import { image } from '../test/multipart.js';
import { BACKUP_TABLES, MANIFEST_FILE } from './archive-format.js';
import { describeTables } from './backup.repository.js';
import { restoreBackup } from './restore-backup.js';
import { writeBackup } from './write-backup.js';

const POINT_AT = 'the test at another site';
const FORGE_ACCOUNT = 'f'.repeat(24);
const FORGE_TOKEN = 'ghp_never-in-a-backup';

let scratch: string;
let source: TestContext;
let token: string;
const targets: TestContext[] = [];

// The source site is filled once, with real uploads: every test backs it up and none changes it;
// each restores into targets of its own.
beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-backup-test-'));
  source = await createTestContext();
  token = await source.openSession();
  await fillSite(source);
});
afterAll(async () => {
  await source.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});
afterEach(async () => {
  for (const target of targets.splice(0)) await target.close();
});

/** An empty site: no row, no file, as restore wants it. */
async function emptyTarget(): Promise<TestContext> {
  const target = await createTestContext({}, {}, { seed: false });
  targets.push(target);
  return target;
}

const backupOf = (ctx: TestContext, storage: StorageDriver = ctx.storage) => {
  const file = path.join(scratch, `backup-${Math.random().toString(36).slice(2)}.tar.gz`);
  return writeBackup(
    { db: ctx.db, engine: ctx.database.handle.engine, storage, storageDriver: 'test' },
    file,
  ).then((summary) => ({ file, summary }));
};

/**
 * A site with every kind of content: images, a resume, quotes, a timeline, notifications, a
 * profile, a portrait and a site icon, and a project without an image.
 */
async function fillSite(ctx: TestContext): Promise<void> {
  // A project imported from a resume.json: no image yet.
  const imported = await ctx.app.inject({
    method: 'POST',
    url: apiPaths.resumeImport.apply,
    headers: ctx.auth(token),
    payload: {
      basics: { name: 'Imported Owner' },
      projects: [{ name: 'Imported', description: 'No image yet', url: 'https://i.example' }],
    },
  });
  expectStatus(imported, 200);
  const project = await addProject(ctx, token);
  await addProject(ctx, token, { title: 'Second' }, image('jolla.jpg'));
  // Its screenshots: two images in the owner's order, one with alt text.
  const [first, second] = await addScreenshots(ctx, token, project._id, [
    image('Canon_40D.jpg'),
    image('landscape_6.jpg'),
  ]);
  const arranged = await ctx.app.inject({
    method: 'PUT',
    url: apiPaths.projects.screenshots(project._id),
    headers: ctx.auth(token),
    payload: {
      screenshots: [
        { _id: second, alt: 'The map view' },
        { _id: first, alt: '' },
      ],
    },
  });
  expectStatus(arranged, 200);
  await addCertificate(ctx, token);
  await addResume(ctx, token);
  await addQuote(ctx, token, 'Simplicity is prerequisite for reliability');
  await addQuote(ctx, token, 'Make it work, make it right, make it fast');
  await addTimelineEntry(ctx, token);
  await addTimelineEntry(ctx, token, {
    kind: 'education',
    role: 'BSc Physics',
    organisation: 'Uni',
    start: '2016',
    end: '2020',
    visible: false,
  });
  const toggled = await ctx.app.inject({
    method: 'PATCH',
    url: apiPaths.projects.status(project._id),
    headers: ctx.auth(token),
  });
  expectStatus(toggled, 200);
  // A forge account with its token sealed, and the project linked to one of its repositories.
  const now = ctx.clock.now;
  await ctx.db
    .insertInto('forge_accounts')
    .values({
      id: FORGE_ACCOUNT,
      forge: 'github',
      base_url: 'https://github.com',
      username: 'jane',
      token_sealed: sealSecret(randomBytes(32), FORGE_TOKEN),
      paused_until: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await ctx.db
    .insertInto('project_repositories')
    .values({
      project_id: project._id,
      account_id: FORGE_ACCOUNT,
      forge_id: '1',
      full_name: 'jane/portfolio',
      url: 'https://github.com/jane/portfolio',
      stars: 12,
      language: 'TypeScript',
      pushed_at: '2026-11-01T00:00:00Z',
      state: 'ok',
      etag: '"abc"',
      last_modified: '',
      checked_at: now,
      created_at: now,
    })
    .execute();
  const profile = await ctx.app.inject({
    method: 'PUT',
    url: apiPaths.profile,
    headers: ctx.auth(token),
    payload: { ...DEFAULT_PROFILE, ownerName: 'Restored Owner' },
  });
  expectStatus(profile, 200);
  await putSiteImages(ctx, token, image('DSCN0010.jpg'), image('square-icon.png'));
}

/** Every read call's answer, public and with the token. */
async function answers(ctx: TestContext, accessToken: string) {
  const calls: [string, string, boolean][] = [
    ['POST', apiPaths.projects.list, false],
    ['POST', apiPaths.projects.list, true],
    ['POST', apiPaths.certificates.list, false],
    ['POST', apiPaths.certificates.list, true],
    ['POST', apiPaths.resume.list, false],
    ['POST', apiPaths.quotes.list, false],
    ['POST', apiPaths.quotes.list, true],
    ['GET', apiPaths.timeline.list, false],
    ['GET', apiPaths.timeline.list, true],
    ['GET', apiPaths.profile, false],
    ['GET', apiPaths.profileImages, false],
    ['GET', apiPaths.auth.userdata, true],
    ['POST', apiPaths.notifications.list, true],
    ['GET', apiPaths.forges.accounts, true],
  ];
  const out: Record<string, unknown> = {};
  for (const [method, url, withToken] of calls) {
    const res = await ctx.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: withToken ? ctx.auth(accessToken) : {},
    });
    expectStatus(res, 200);
    out[`${method} ${url}${withToken ? ' (token)' : ''}`] = res.json();
  }
  return out;
}

async function storedFiles(storage: StorageDriver): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const object of storage.list()) {
    const stored = await storage.get(object.key);
    if (!stored) throw new Error(`${object.key} vanished`);
    files[object.key] = (await buffer(stored.body)).toString('base64');
  }
  return files;
}

/** A backup unpacked, changed by `change`, and packed again: what a damaged disk or another version makes. */
/** The tables and columns of the schema as it was at a migration (engine-neutral column types). */
async function schemaAt(migration: string) {
  const file = path.join(fs.mkdtempSync(path.join(scratch, 'schema-')), 'old.db');
  const handle = await openDatabase({ engine: 'sqlite', file });
  try {
    await migrateTo(handle.db, migration);
    return await describeTables(handle.db);
  } finally {
    await handle.destroy();
  }
}

async function rebuilt(file: string, change: (dir: string) => void): Promise<string> {
  const dir = fs.mkdtempSync(path.join(scratch, 'edit-'));
  await extract({ file, cwd: dir });
  change(dir);
  const edited = `${file}.edited-${Math.random().toString(36).slice(2)}.tar.gz`;
  await create({ gzip: true, file: edited, cwd: dir }, fs.readdirSync(dir));
  return edited;
}

function withManifest(file: string, change: (manifest: Record<string, unknown>) => void) {
  return rebuilt(file, (dir) => {
    const manifestFile = path.join(dir, MANIFEST_FILE);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    change(manifest);
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  });
}

async function expectUntouched(target: TestContext) {
  expect(await mediaFiles(target)).toEqual([]);
  for (const [table] of await describeTables(target.db)) {
    expect(
      await target.db
        .selectFrom(table as 'users')
        .selectAll()
        .execute(),
    ).toEqual([]);
  }
}

describe('backup and restore', () => {
  it('restores a whole site: every answer, row and media byte equal, the token still valid', async () => {
    const { file, summary } = await backupOf(source);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(summary.mediaFiles).toBe((await mediaFiles(source)).length);

    const target = await emptyTarget();
    const restored = await restoreBackup(
      { db: target.db, storage: target.storage, pointAt: POINT_AT },
      file,
    );
    expect(restored.rows.projects).toBe(3);
    expect(restored.rows.timeline_entries).toBe(2);
    expect(restored.rows.site_images).toBe(2);
    expect(restored.rows.project_screenshots).toBe(2);
    expect(await answers(target, token)).toEqual(await answers(source, token));
    // The screenshots, in their order with their alt texts, and their images' bytes.
    const { project_id } = await source.db
      .selectFrom('project_screenshots')
      .select('project_id')
      .executeTakeFirstOrThrow();
    const screenshots = async (site: TestContext) => {
      const res = await site.app.inject({
        method: 'GET',
        url: apiPaths.projects.screenshots(project_id),
        headers: site.auth(token),
      });
      expectStatus(res, 200);
      return res.json<{ alt: string; variants: { url: string }[] }[]>();
    };
    const shown = await screenshots(target);
    expect(shown.map((shot) => shot.alt)).toEqual(['The map view', '']);
    expect(shown).toEqual(await screenshots(source));
    // The search index is derived, left out of backups: the first start after a restore builds it.
    await ensureSearchIndex(target.app.deps);
    expect(await contentState(target)).toEqual(await contentState(source));
    expect(await storedFiles(target.storage)).toEqual(await storedFiles(source.storage));
    expect(await target.login()).toMatch(/.+/);
  });

  it('holds a forge token only sealed', async () => {
    const { file } = await backupOf(source);
    const archive = gunzipSync(fs.readFileSync(file)).toString('latin1');
    expect(archive).toContain('forge_accounts');
    expect(archive).toMatch(/"token_sealed":"v1\./);
    expect(archive).not.toContain(FORGE_TOKEN);
  });

  it('restores a backup of the version before profile links, its profile in the new shape', async () => {
    const { file } = await backupOf(source);
    const before = knownMigrations().filter((name) => name < '2026-11-25T03-00');
    const schema = await schemaAt(before.at(-1) ?? '');
    // The backup that version wrote: its migrations, its tables and columns, the old profile.
    const older = await rebuilt(file, (dir) => {
      const manifestFile = path.join(dir, MANIFEST_FILE);
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      manifest.migrations = before;
      for (const table of Object.keys(manifest.tables)) {
        const rowsFile = path.join(dir, 'database', `${table}.jsonl`);
        const columns = schema.get(table);
        if (!columns) {
          delete manifest.tables[table];
          fs.rmSync(rowsFile);
          continue;
        }
        manifest.tables[table].columns = columns;
        const rows = fs
          .readFileSync(rowsFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
          // That version had no project without an image (the import makes them since).
          .filter((row) => table !== 'projects' || row.image_id !== null)
          .map((row) =>
            JSON.stringify(Object.fromEntries(Object.keys(columns).map((c) => [c, row[c]]))),
          );
        manifest.tables[table].rows = rows.length;
        fs.writeFileSync(rowsFile, rows.map((row) => `${row}\n`).join(''));
      }
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
      const rowsFile = path.join(dir, 'database', 'site_profile.jsonl');
      const row = JSON.parse(fs.readFileSync(rowsFile, 'utf8').trim());
      const { links: _links, ...rest } = JSON.parse(row.data);
      row.data = JSON.stringify({
        ...rest,
        skills: ['rust', 'vscode'],
        tools: ['chrome'],
        social: { github: 'https://github.com/jane', instagram: '', twitter: '', linkedin: '' },
      });
      fs.writeFileSync(rowsFile, `${JSON.stringify(row)}\n`);
    });
    const target = await emptyTarget();
    const restored = await restoreBackup(
      { db: target.db, storage: target.storage, pointAt: POINT_AT },
      older,
    );
    expect(restored.migrated).toContain('2026-11-25T03-00_profile-links');
    const profile = (await target.app.inject({ method: 'GET', url: apiPaths.profile })).json();
    expect(profile).toMatchObject({
      skills: [{ icon: 'rust' }, { icon: 'local-vscode' }],
      tools: [{ icon: 'googlechrome' }],
      links: [{ network: 'github', url: 'https://github.com/jane' }],
    });
    expect(profile.social).toBeUndefined();
  });

  it('lists every table of the schema, in an order that restores', async () => {
    expect([...(await describeTables(source.db)).keys()].sort()).toEqual([...BACKUP_TABLES].sort());
  });

  it('refuses a target that has rows, and changes nothing', async () => {
    const { file } = await backupOf(source);
    const target = await createTestContext();
    targets.push(target);
    const before = await contentState(target);
    await expect(
      restoreBackup({ db: target.db, storage: target.storage, pointAt: POINT_AT }, file),
    ).rejects.toThrow(
      /Restore needs an empty database and empty media storage, but the database has data in (.+, )?users \(2 rows\)/,
    );
    expect(await contentState(target)).toEqual(before);
  });

  it('refuses a target whose storage has files', async () => {
    const { file } = await backupOf(source);
    const target = await emptyTarget();
    await target.storage.put('images/abc/1.webp', Buffer.from('x'), 'image/webp');
    await expect(
      restoreBackup({ db: target.db, storage: target.storage, pointAt: POINT_AT }, file),
    ).rejects.toThrow(/the media storage has files \(images\/abc\/1.webp, \.\.\.\)/);
    expect(await mediaFiles(target)).toEqual(['images/abc/1.webp']);
  });

  it('refuses a backup from a newer version, and one that is not a backup', async () => {
    const { file } = await backupOf(source);
    const newer = await withManifest(file, (manifest) => {
      manifest.migrations = [...knownMigrations(), '2099-01-01T00-00_future'];
    });
    const target = await emptyTarget();
    await expect(
      restoreBackup({ db: target.db, storage: target.storage, pointAt: POINT_AT }, newer),
    ).rejects.toThrow(/unknown here/);
    const notABackup = path.join(scratch, 'photo.tar.gz');
    fs.copyFileSync(image('Canon_40D.jpg'), notABackup);
    await expect(
      restoreBackup({ db: target.db, storage: target.storage, pointAt: POINT_AT }, notABackup),
    ).rejects.toThrow(/is not a readable backup archive/);
    await expectUntouched(target);
  });

  it('refuses a damaged backup after checking it all, storing nothing', async () => {
    const { file } = await backupOf(source);
    const damaged = await withManifest(file, (manifest) => {
      const media = manifest.media as { key: string; bytes: number }[];
      const last = media.at(-1);
      if (last) last.bytes += 1;
    });
    const target = await emptyTarget();
    await expect(
      restoreBackup({ db: target.db, storage: target.storage, pointAt: POINT_AT }, damaged),
    ).rejects.toThrow(/is missing or damaged/);
    await expectUntouched(target);
  });

  it('reads no link out of an archive: a media file that is a symlink counts as missing', async () => {
    const { file } = await backupOf(source);
    const [key] = await mediaFiles(source);
    const secret = path.join(scratch, 'secret.txt');
    const linked = await rebuilt(file, (dir) => {
      const media = path.join(dir, 'media', ...(key ?? '').split('/'));
      fs.writeFileSync(secret, Buffer.alloc(fs.statSync(media).size, 's'));
      fs.rmSync(media);
      fs.symlinkSync(secret, media);
    });
    const target = await emptyTarget();
    await expect(
      restoreBackup({ db: target.db, storage: target.storage, pointAt: POINT_AT }, linked),
    ).rejects.toThrow(`The backup's media file ${key} is missing or damaged.`);
    await expectUntouched(target);
  });

  it('starts over from a new snapshot when a file is removed while it copies', async () => {
    let misses = 1;
    const racing: StorageDriver = {
      ...source.storage,
      list: (prefix) => source.storage.list(prefix),
      put: (...args) => source.storage.put(...args),
      head: (key) => source.storage.head(key),
      delete: (key) => source.storage.delete(key),
      get: async (key) => (misses-- > 0 ? undefined : source.storage.get(key)),
    };
    const { file } = await backupOf(source, racing);
    const target = await emptyTarget();
    await restoreBackup({ db: target.db, storage: target.storage, pointAt: POINT_AT }, file);
    expect(await storedFiles(target.storage)).toEqual(await storedFiles(source.storage));
  });

  it('never overwrites a file', async () => {
    const { file } = await backupOf(source);
    const before = fs.readFileSync(file);
    await expect(
      writeBackup(
        {
          db: source.db,
          engine: source.database.handle.engine,
          storage: source.storage,
          storageDriver: 'test',
        },
        file,
      ),
    ).rejects.toThrow(/exists already/);
    // Buffer#equals: toEqual walks a backup's megabytes byte by byte (3 s of CPU a run).
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });
});
