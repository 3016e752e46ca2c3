import { randomBytes, randomInt } from 'node:crypto';

const processPart = randomBytes(5).toString('hex');
let counter = randomInt(0, 2 ** 23);

/**
 * A new 24-hex id, laid out like a MongoDB ObjectId: 4 bytes of seconds, 5 random bytes per
 * process, a 3-byte counter. Ids from the older implementation stay valid, and ids made by one
 * process sort in the order they were made, even within a second.
 */
export function newId(now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  counter = (counter + 1) % 2 ** 24;
  return seconds + processPart + counter.toString(16).padStart(6, '0');
}
