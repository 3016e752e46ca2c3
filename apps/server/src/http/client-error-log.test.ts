import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClientErrorLog } from './client-error-log.js';

/** A logger that keeps the info lines it is given. */
function keepingLog() {
  const lines: { fields: object; message: string }[] = [];
  const log = {
    info: (fields: object, message: string) => lines.push({ fields, message }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('client error log', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('writes the first lines of a second, then one line counting the rest at its end', () => {
    const { log, lines } = keepingLog();
    const logClientError = createClientErrorLog(3);
    for (let i = 0; i < 10; i++) logClientError(log, { status: 404, i }, `no route ${i}`);
    expect(lines.map((l) => l.message)).toEqual(['no route 0', 'no route 1', 'no route 2']);

    vi.advanceTimersByTime(1_000);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toEqual({
      fields: { held: 7 },
      message: '7 more client errors in one second, not logged one by one',
    });
  });

  it('gives every second its own budget', () => {
    const { log, lines } = keepingLog();
    const logClientError = createClientErrorLog(2);
    for (let i = 0; i < 3; i++) logClientError(log, {}, `first ${i}`);
    vi.advanceTimersByTime(1_500);
    for (let i = 0; i < 2; i++) logClientError(log, {}, `second ${i}`);
    vi.advanceTimersByTime(5_000);
    expect(lines.map((l) => l.message)).toEqual([
      'first 0',
      'first 1',
      '1 more client errors in one second, not logged one by one',
      'second 0',
      'second 1',
    ]);
  });
});
