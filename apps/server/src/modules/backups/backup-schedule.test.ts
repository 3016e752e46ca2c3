import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, type BackupStatus, NotificationStatus, type Project } from '@portfolio/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BackupStore, backupName, openBackupStore } from '../../backup/backup-store.js';
import { restoreBackup } from '../../backup/restore-backup.js';
import type { ServiceDeps } from '../../deps.js';
import {
  createTestContext,
  expectStatus,
  type TestContext,
  testAppPerFile,
  VIEWER,
} from '../../test/app.js';
import { addProject, addQuote, notifications } from '../../test/content.js';
import { captureLogs } from '../../test/logs.js';
import { sweepOrphanFiles } from '../media/sweep.js';
import { createBackupSchedule } from './backup-schedule.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ctx = testAppPerFile();
let store: BackupStore;
const logs = captureLogs();

// One site, filled once; each test starts from no backup at all (no schedule row, no archive).
beforeAll(async () => {
  const token = await ctx.openSession();
  await addProject(ctx, token);
  await addQuote(ctx, token, 'Backups nobody restored are hopes');
  store = await openBackupStore(ctx.config);
});

async function startOver(): Promise<void> {
  await ctx.db.deleteFrom('backup_schedule').execute();
  for (const name of await store.list()) await store.remove(name);
}

/** The app's deps with BACKUP_SCHEDULE=daily and BACKUP_KEEP=`keep`. */
const scheduled = (keep = 7): ServiceDeps => ({
  ...ctx.app.deps,
  config: { ...ctx.app.deps.config, backups: { intervalMs: DAY, keep } },
});

const schedule = (keep = 7, openStore?: () => Promise<BackupStore>) =>
  createBackupSchedule(scheduled(keep), logs.logger, { openStore });

/** The Dashboard's call, in a session opened now (the clock moves by days). */
async function status(): Promise<BackupStatus> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: apiPaths.backups,
    headers: ctx.auth(await ctx.openSession()),
  });
  expectStatus(res, 200);
  return res.json<BackupStatus>();
}

const errors = async () =>
  (await notifications(ctx, await ctx.openSession()))
    .filter((n) => n.status === NotificationStatus.Error)
    .map((n) => n.notification_msg);

describe('scheduled backups', () => {
  it('writes one when due, read back whole, shown on the Dashboard; the next a day later', async () => {
    await startOver();
    const backups = schedule();
    const at = ctx.clock.now;
    const first = await backups.runDue();
    expect(first).toMatchObject({ skipped: false, removed: [] });
    expect(await store.list()).toEqual([backupName(at)]);
    expect(first.location).toBe(store.locationOf(backupName(at)));
    expect(first.location).toMatch(
      ctx.config.storage.driver === 's3'
        ? /^s3:\/\/portfolio-test-[0-9a-f]+\/backups\/portfolio-backup-/
        : new RegExp(`^${ctx.config.dataDir}/backups/portfolio-backup-`),
    );
    expect(await status()).toEqual({
      scheduled: false,
      keep: 7,
      last: { at: at.toISOString(), bytes: first.bytes, location: first.location },
      failedAt: null,
    });
    expect(first.bytes).toBeGreaterThan(1000);

    ctx.clock.advance(DAY - 60_000);
    expect(await backups.runDue()).toEqual({ skipped: true });
    ctx.clock.advance(60_000);
    expect(await backups.runDue()).toMatchObject({ skipped: false });
    expect(await store.list()).toHaveLength(2);
  });

  it('keeps the newest BACKUP_KEEP and leaves other files alone', async () => {
    await startOver();
    const backups = schedule(2);
    const times: Date[] = [];
    for (let i = 0; i < 4; i += 1) {
      times.push(ctx.clock.now);
      await backups.runDue();
      ctx.clock.advance(DAY);
    }
    expect(await store.list()).toEqual(times.slice(2).map(backupName));
  });

  it('is written by one instance of two asking at once', async () => {
    await startOver();
    const runs = await Promise.all([schedule().runDue(), schedule().runDue()]);
    expect(runs.map((run) => run.skipped).sort()).toEqual([false, true]);
    expect(await store.list()).toHaveLength(1);
  });

  it('is never swept as an orphan media file, nor served as media', async () => {
    await startOver();
    await schedule().runDue();
    const [name] = await store.list();
    await sweepOrphanFiles(ctx.db, ctx.storage, 0, logs.logger, new Date(Date.now() + DAY));
    expect(await store.list()).toEqual([name]);
    const res = await ctx.app.inject({ method: 'GET', url: `/media/backups/${name}` });
    expect(res.statusCode).toBe(404);
  });

  it('tells the owner of a failure once per kind until one works, and removes a damaged one', async () => {
    await startOver();
    const before = await errors();
    const full: BackupStore = {
      ...store,
      save: () => Promise.reject(new Error('No space left on device')),
    };
    const damaged: BackupStore = {
      ...store,
      readBack: (name, read) =>
        store.readBack(name, async (file) => {
          const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'portfolio-damaged-'));
          try {
            const cut = path.join(dir, name);
            const bytes = await fsp.readFile(file);
            await fsp.writeFile(cut, bytes.subarray(0, bytes.length / 2));
            return await read(cut);
          } finally {
            await fsp.rm(dir, { recursive: true, force: true });
          }
        }),
    };
    const failing = schedule(7, async () => full);
    expect(await failing.runDue()).toEqual({ skipped: false, failed: 'store' });
    expect((await status()).failedAt).toBe(ctx.clock.now.toISOString());
    // Tried again an hour later, failing the same way: no second notification.
    ctx.clock.advance(HOUR - 1);
    expect(await failing.runDue()).toEqual({ skipped: true });
    ctx.clock.advance(1);
    expect(await failing.runDue()).toEqual({ skipped: false, failed: 'store' });
    ctx.clock.advance(HOUR);
    expect(await schedule(7, async () => damaged).runDue()).toEqual({
      skipped: false,
      failed: 'verify',
    });
    expect(await store.list()).toEqual([]);
    const told = await errors();
    expect(told.slice(0, told.length - before.length)).toEqual([
      expect.stringMatching(
        /^Scheduled backup failed: the archive read back was not whole, and was removed \(.+\)$/,
      ),
      'Scheduled backup failed: could not store the archive (No space left on device)',
    ]);
    expect((await status()).last).toBeNull();

    // One that works forgets the failures: the next of the same kind is told again.
    ctx.clock.advance(HOUR);
    expect(await schedule().runDue()).toMatchObject({ skipped: false });
    expect((await status()).failedAt).toBeNull();
    ctx.clock.advance(DAY);
    expect(await failing.runDue()).toEqual({ skipped: false, failed: 'store' });
    expect(await errors()).toHaveLength(before.length + 3);
    expect(logs.warnings()).toContainEqual({
      msg: 'backups: the scheduled backup failed',
      cause: 'No space left on device',
    });
  });

  it('answers the Dashboard only for the Admin', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: apiPaths.backups });
    expect(anonymous.statusCode).toBe(401);
    const viewer = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.backups,
      headers: ctx.auth(await ctx.openSession(VIEWER.userId)),
    });
    expect(viewer.statusCode).toBe(403);
  });
});

describe('the restore drill', () => {
  let target: TestContext | undefined;
  afterAll(() => target?.close());

  it('schedules, waits for one, restores the newest into an empty site: same answers', async () => {
    await startOver();
    const token = await ctx.openSession();
    const backups = createBackupSchedule(scheduled(), logs.logger, { tickMs: 10 });
    backups.start();
    try {
      await vi.waitFor(
        async () => {
          if ((await status()).last === null) throw new Error('no backup yet');
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await backups.stop();
    }
    const newest = (await store.list()).at(-1) ?? '';
    expect(newest).toBe(backupName(ctx.clock.now));

    const restored = await createTestContext({}, {}, { seed: false });
    target = restored;
    await store.readBack(newest, (file) =>
      restoreBackup({ db: restored.db, storage: restored.storage, pointAt: 'the drill' }, file),
    );
    const answers = async (site: TestContext) => {
      const out: unknown[] = [];
      for (const [method, url, withToken] of [
        ['POST', apiPaths.projects.list, false],
        ['POST', apiPaths.projects.list, true],
        ['POST', apiPaths.quotes.list, false],
        ['GET', apiPaths.profile, false],
        ['GET', apiPaths.auth.userdata, true],
        ['POST', apiPaths.notifications.list, true],
      ] as const) {
        const res = await site.app.inject({
          method,
          url,
          headers: withToken ? site.auth(token) : {},
        });
        out.push({ url, status: res.statusCode, body: res.json() });
      }
      return out;
    };
    expect(await answers(restored)).toEqual(await answers(ctx));
    const [project] = (
      await restored.app.inject({ method: 'POST', url: apiPaths.projects.list })
    ).json<Project[]>();
    const image = await restored.app.inject({
      method: 'GET',
      url: new URL(project?.project_image ?? '').pathname,
    });
    expect(image.statusCode).toBe(200);
  });
});
