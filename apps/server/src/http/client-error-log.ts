import type { FastifyBaseLogger } from 'fastify';

/** Client errors (4xx) logged at info in one second, at most; the rest are counted. */
const CLIENT_ERROR_LINES_PER_SECOND = 20;

const SECOND_MS = 1_000;

/** Logs one client error (a 4xx answer) with its fields and message, if the budget allows. */
export type ClientErrorLog = (log: FastifyBaseLogger, fields: object, message: string) => void;

/**
 * A client's mistakes are logged at info, but at most `perSecond` lines a second: a stranger
 * sending thousands of refused requests must not fill the log, nor buy a log write with each
 * (issue 27: a tenth of a refused request's cost under a flood). What is held back is counted
 * and said in one line at the end of its second.
 */
export function createClientErrorLog(
  perSecond = CLIENT_ERROR_LINES_PER_SECOND,
  now: () => number = Date.now,
): ClientErrorLog {
  let secondStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let held = 0;
  const sayHeld = (log: FastifyBaseLogger) => {
    log.info({ held }, `${held} more client errors in one second, not logged one by one`);
    held = 0;
  };
  return (log, fields, message) => {
    const at = now();
    if (at - secondStart >= SECOND_MS) {
      secondStart = at;
      written = 0;
    }
    if (written < perSecond) {
      written += 1;
      log.info(fields, message);
      return;
    }
    held += 1;
    if (held === 1) setTimeout(() => sayHeld(log), secondStart + SECOND_MS - at).unref();
  };
}
