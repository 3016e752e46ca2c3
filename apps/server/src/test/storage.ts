import { text } from 'node:stream/consumers';
import { expect } from 'vitest';
import type { StorageDriver } from '../storage/storage.js';

/** The key of the object every driver's round trip stores. */
export const ROUND_TRIP_KEY = 'images/abc/960-1234.webp';

/** A driver stores an object and answers its size and its bytes, as either driver must. */
export async function expectPutHeadGet(storage: StorageDriver): Promise<void> {
  await storage.put(ROUND_TRIP_KEY, Buffer.from('webp bytes'), 'image/webp');
  expect(await storage.head(ROUND_TRIP_KEY)).toEqual({ size: 10 });
  const object = await storage.get(ROUND_TRIP_KEY);
  if (!object) throw new Error('the object is missing');
  expect(object.size).toBe(10);
  expect(await text(object.body)).toBe('webp bytes');
}
