import type { afterAll, beforeAll } from 'vitest';

/**
 * What `create` makes in the hook `open` and `end` ends in the hook `close` (a pair of vitest's),
 * answered as an object that reads through to the one of the moment, so a file's helpers name it
 * once, outside its tests.
 */
export function madeWhile<T extends object>(
  open: typeof beforeAll,
  close: typeof afterAll,
  create: () => Promise<T>,
  end: (made: T) => Promise<void>,
  name: string,
): T {
  let current: T | undefined;
  open(async () => {
    current = await create();
  });
  close(async () => {
    if (current) await end(current);
    current = undefined;
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!current) throw new Error(`${name} is there only while a test runs`);
      return Reflect.get(current, key);
    },
  });
}
