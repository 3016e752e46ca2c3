import { describe, expect, it } from 'vitest';
import { testAppPerTest } from '../../test/app.js';
import { mediaFiles, seedProject } from '../../test/content.js';
import { sweepOrphanFiles } from './sweep.js';

const ctx = testAppPerTest();

const log = { info: () => {}, warn: () => {} };

describe('sweepOrphanFiles', () => {
  it('removes files no row points at, keeps every file of a row', async () => {
    const project = await seedProject(ctx, await ctx.openSession());
    const kept = await mediaFiles(ctx);
    await ctx.storage.put(
      'images/0123456789abcdef01234567/480-orphan.webp',
      Buffer.from('x'),
      'image/webp',
    );
    // A second on: a virtual machine's clock may step back a little between the write and the
    // sweep, and a file written "after now" is young to any grace.
    const later = new Date(Date.now() + 1_000);
    const removed = await sweepOrphanFiles(ctx.db, ctx.storage, 0, log, later);
    expect(removed).toBe(1);
    expect(await mediaFiles(ctx)).toEqual(kept);
    expect(kept).toHaveLength(project.project_image_variants.length);
  });

  it('leaves young orphans to another instance that may be committing them', async () => {
    await ctx.storage.put(
      'images/0123456789abcdef01234567/480-young.webp',
      Buffer.from('x'),
      'image/webp',
    );
    expect(await sweepOrphanFiles(ctx.db, ctx.storage, 60_000, log)).toBe(0);
    const twoMinutesLater = new Date(Date.now() + 120_000);
    expect(await sweepOrphanFiles(ctx.db, ctx.storage, 60_000, log, twoMinutesLater)).toBe(1);
    expect(await mediaFiles(ctx)).toEqual([]);
  });
});
