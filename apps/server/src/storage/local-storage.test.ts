import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectPutHeadGet, ROUND_TRIP_KEY } from '../test/storage.js';
import { LocalStorage } from './local-storage.js';
import { isValidKey } from './storage.js';

let root: string;
let storage: LocalStorage;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-storage-'));
  storage = new LocalStorage(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('LocalStorage', () => {
  it('puts, heads, gets, lists and deletes', async () => {
    await expectPutHeadGet(storage);
    const listed = [];
    for await (const item of storage.list()) listed.push(item.key);
    expect(listed).toEqual([ROUND_TRIP_KEY]);
    await storage.delete(ROUND_TRIP_KEY);
    expect(await storage.head(ROUND_TRIP_KEY)).toBeUndefined();
    expect(await storage.get(ROUND_TRIP_KEY)).toBeUndefined();
  });

  it('leaves no temporary file behind, and removes those a crash left', async () => {
    await storage.put('documents/a/1.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(fs.readdirSync(path.join(root, 'documents/a'))).toEqual(['1.pdf']);
    fs.writeFileSync(path.join(root, 'documents/a/.tmp-deadbeef'), 'half a file');
    const listed = [];
    for await (const item of new LocalStorage(root).list()) listed.push(item.key);
    expect(listed).toEqual(['documents/a/1.pdf']);
    expect(fs.readdirSync(path.join(root, 'documents/a'))).toEqual(['1.pdf']);
  });

  it('removes the folders a delete leaves empty, never the media root', async () => {
    await storage.put('images/abc/480-1.webp', Buffer.from('small'), 'image/webp');
    await storage.put('images/abc/960-2.webp', Buffer.from('large'), 'image/webp');
    await storage.put('documents/def/1.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    await storage.delete('images/abc/480-1.webp');
    expect(fs.readdirSync(path.join(root, 'images/abc'))).toEqual(['960-2.webp']);
    await storage.delete('images/abc/960-2.webp');
    expect(fs.readdirSync(root)).toEqual(['documents']);
    await storage.delete('documents/def/1.pdf');
    expect(fs.readdirSync(root)).toEqual([]);
    // Deleting what is already gone changes nothing, and the root stays.
    await storage.delete('documents/def/1.pdf');
    expect(fs.existsSync(root)).toBe(true);
  });

  it('removes the file and folders of a put that fails', async () => {
    const failure = Object.assign(new Error('disk failed'), { code: 'EIO' });
    const rename = vi.spyOn(fsp, 'rename').mockRejectedValueOnce(failure);
    try {
      await expect(
        storage.put('images/abc/960-1.webp', Buffer.from('webp bytes'), 'image/webp'),
      ).rejects.toThrow('disk failed');
    } finally {
      rename.mockRestore();
    }
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it.each([
    '../escape.webp',
    '/abs/path.webp',
    'images/../x.webp',
    'images//x.webp',
    'Images/x.webp',
    'images/.hidden',
    '',
  ])('refuses the key %j', async (key) => {
    expect(isValidKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'Invalid storage key',
    );
    expect(fs.readdirSync(root)).toEqual([]);
  });
});

describe('LocalStorage file modes', () => {
  let umask: number;
  beforeEach(() => {
    // The loosest umask: the modes must come from the code, not from the process's umask.
    umask = process.umask(0);
  });
  afterEach(() => {
    process.umask(umask);
  });

  it('makes its folders 0700 and its files 0600, readable by the server alone', async () => {
    const media = path.join(root, 'data', 'media');
    const storage = new LocalStorage(media);
    await storage.put('documents/a/1.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const mode = (file: string) => fs.statSync(file).mode & 0o777;
    expect(mode(path.join(root, 'data'))).toBe(0o700);
    expect(mode(media)).toBe(0o700);
    expect(mode(path.join(media, 'documents'))).toBe(0o700);
    expect(mode(path.join(media, 'documents/a'))).toBe(0o700);
    expect(mode(path.join(media, 'documents/a/1.pdf'))).toBe(0o600);
  });

  it('closes a media folder an older version left open to everyone', () => {
    const media = path.join(root, 'media');
    fs.mkdirSync(media, { mode: 0o755 });
    new LocalStorage(media);
    expect(fs.statSync(media).mode & 0o777).toBe(0o700);
  });
});
