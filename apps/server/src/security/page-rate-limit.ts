import { ErrorCode } from '@portfolio/contract';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors.js';

const WINDOW_MS = 60_000;
/** Addresses counted at once; past it, the one seen least recently starts over. */
const ADDRESSES = 10_000;

export interface PageRateLimit {
  /** Counts a request from this address: a 429 (AppError) past the limit of its minute. */
  take(address: string): void;
}

/**
 * A limit on pages and not-found answers per address and minute: a visitor reading the site, even
 * quickly, never meets it; a script asking for page after page (a 404 is rendered each time) does.
 * Counted in this process's memory, not in the API limit's shared store: it guards this process's
 * own time, and a kept page costs less than a round trip to Redis or the database would.
 */
export function createPageRateLimit(max: number, now: () => Date): PageRateLimit {
  const windows = new LRUCache<string, { start: number; count: number }>({ max: ADDRESSES });
  return {
    take(address) {
      const at = now().getTime();
      let window = windows.get(address);
      if (!window || at - window.start >= WINDOW_MS) {
        window = { start: at, count: 0 };
        windows.set(address, window);
      }
      window.count++;
      if (window.count <= max) return;
      const seconds = Math.max(1, Math.ceil((window.start + WINDOW_MS - at) / 1000));
      throw new AppError(
        429,
        ErrorCode.RATE_LIMITED,
        `Too many requests: try again in ${seconds} seconds`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    },
  };
}
