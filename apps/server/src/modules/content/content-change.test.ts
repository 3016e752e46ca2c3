import fs from 'node:fs';
import { NotificationAction, NotificationStatus } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { testAppPerTest } from '../../test/app.js';
import { mediaFiles } from '../../test/content.js';
import { pdf } from '../../test/multipart.js';
import { storeDocument } from '../media/media.service.js';
import { commitContentChange } from './content-change.js';

const ctx = testAppPerTest();

const version = async () => ctx.app.deps.contentVersion.read();

const notices = () =>
  ctx.db.selectFrom('notifications').select(['action', 'status', 'message']).execute();

const quotes = async () =>
  (await ctx.db.selectFrom('quotes').select('quote').execute()).map((row) => row.quote);

/** A change that writes a quote at the change's time. */
const writeQuote = (quote: string) =>
  commitContentChange(ctx.app.deps, async (trx, now) => {
    await trx
      .insertInto('quotes')
      .values({ id: `q-${quote}`, quote, author: '', is_active: false, posted_on: now })
      .execute();
    return {
      result: quote,
      notification: { action: NotificationAction.Create, message: `Posted ${quote}` },
    };
  });

const storedPdf = () =>
  storeDocument(ctx.app.deps, {
    data: fs.readFileSync(pdf('minimal-document.pdf')),
    filename: 'cv.pdf',
  });

describe('commitContentChange', () => {
  it('commits the change with its notification, then makes kept answers stale', async () => {
    const before = await version();
    expect(await writeQuote('Less is more')).toBe('Less is more');
    expect(await quotes()).toEqual(['Less is more']);
    expect(await notices()).toEqual([
      {
        action: NotificationAction.Create,
        status: NotificationStatus.Success,
        message: 'Posted Less is more',
      },
    ]);
    expect(await version()).not.toBe(before);
  });

  it('changes nothing, and keeps the kept answers, when the change fails', async () => {
    const before = await version();
    const failing = commitContentChange(ctx.app.deps, async (trx, now) => {
      await trx
        .insertInto('quotes')
        .values({ id: 'q-1', quote: 'Half done', author: '', is_active: false, posted_on: now })
        .execute();
      throw new Error('the change failed');
    });
    await expect(failing).rejects.toThrow('the change failed');
    expect(await quotes()).toEqual([]);
    expect(await notices()).toEqual([]);
    expect(await version()).toBe(before);
  });

  it('removes the files of a failed change that brought media', async () => {
    const added = await storedPdf();
    expect(await mediaFiles(ctx)).toHaveLength(1);
    const failing = commitContentChange(
      ctx.app.deps,
      async () => {
        throw new Error('the change failed');
      },
      { added, log: ctx.app.log },
    );
    await expect(failing).rejects.toThrow('the change failed');
    expect(await mediaFiles(ctx)).toEqual([]);
    expect(await ctx.db.selectFrom('media').select('id').execute()).toEqual([]);
  });

  it('keeps the media a change brings and removes what it drops, rows and files', async () => {
    const first = await storedPdf();
    const keep = () =>
      commitContentChange(
        ctx.app.deps,
        async () => ({
          result: undefined,
          notification: { action: NotificationAction.Create, message: 'Uploaded' },
          dropped: [],
        }),
        { added: first, log: ctx.app.log },
      );
    await keep();
    expect(await mediaFiles(ctx)).toEqual(first.files.map((file) => file.key));
    const before = await version();
    await commitContentChange(
      ctx.app.deps,
      async () => ({
        result: undefined,
        notification: { action: NotificationAction.Delete, message: 'Removed' },
        dropped: [first.id],
      }),
      { added: undefined, log: ctx.app.log },
    );
    expect(await mediaFiles(ctx)).toEqual([]);
    expect(await ctx.db.selectFrom('media').select('id').execute()).toEqual([]);
    expect(await version()).not.toBe(before);
  });
});
