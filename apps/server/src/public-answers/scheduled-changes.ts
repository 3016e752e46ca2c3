import type { ContentVersion } from './content-version.js';

export interface ScheduledChanges {
  /**
   * The first time after `after` at which public content changes by itself (a scheduled post
   * goes public), if any. Changes are scheduled by changes of content, so it is read again
   * whenever the content version moves.
   */
  next(after: Date): Promise<Date | undefined>;
  now(): Date;
}

/**
 * The content version, moved on by the clock as well: once the time of a scheduled change has
 * come, the first read after it bumps the version, so every kept answer (pages, feeds, social
 * images, the lists answered before routing) is made again with the change in it, on every
 * instance, without a restart or a timer.
 *
 * The time of the next change is read once per version it is asked at (a change of content may
 * schedule one), so the common read stays what it was: the version alone, at once with SQLite.
 * With PostgreSQL each instance reads it for itself; the first to pass the time bumps the shared
 * version, and the others, seeing a new version, read the next time before they compare, so
 * the same time is not bumped twice by them (a race may bump twice: one more rendering, no
 * stale answer). Decision 024.
 */
export function withScheduledChanges(
  version: ContentVersion,
  changes: ScheduledChanges,
): ContentVersion {
  /** The version the next time was read at, and that time (undefined: none scheduled). */
  let known: { version: number; next: Date | undefined } | undefined;
  let settling: Promise<number> | undefined;

  /** The version holds: the next time was read at it, and has not come. */
  const holds = (at: number) =>
    known?.version === at && (known.next === undefined || changes.now() < known.next);

  const settle = async (first: number): Promise<number> => {
    let current = first;
    for (;;) {
      if (known?.version !== current) {
        const readAt = changes.now();
        known = { version: current, next: await changes.next(readAt) };
      }
      if (holds(current)) return current;
      await version.bump();
      const read = version.read();
      current = typeof read === 'number' ? read : await read;
    }
  };

  /** One settling at a time: the requests that find the version moved or due wait for it. */
  const settleOnce = (from: number): Promise<number> => {
    settling ??= settle(from).finally(() => {
      settling = undefined;
    });
    return settling;
  };

  const read = (): number | Promise<number> => {
    const current = version.read();
    if (typeof current === 'number') return holds(current) ? current : settleOnce(current);
    return current.then((value) => (holds(value) ? value : settleOnce(value)));
  };

  return { read, bump: () => version.bump() };
}
