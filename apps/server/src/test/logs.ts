import { pino } from 'pino';

/** One line the app logged, as pino writes it. */
interface LogLine {
  level: number;
  msg: string;
  err?: { type: string; message: string };
  [field: string]: unknown;
}

const WARN = 40;

/** A pino logger for `createTestContext`'s `logger` option that keeps every line it writes. */
export function captureLogs() {
  const lines: LogLine[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
  );
  return {
    logger,
    lines,
    /** Warnings and worse, with the message of the error each one carries. */
    warnings: () =>
      lines
        .filter((line) => line.level >= WARN)
        .map((line) => ({ msg: line.msg, cause: line.err?.message })),
  };
}
