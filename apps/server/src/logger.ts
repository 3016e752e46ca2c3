import { type DestinationStream, destination, type Logger, pino } from 'pino';
import type { Config } from './config.js';

/** Where the process writes its logs: stdout, a terminal or not. */
export interface LogOutput extends NodeJS.WritableStream {
  readonly isTTY?: boolean;
  readonly fd?: number;
}

/**
 * Readable lines for a person at a terminal; JSON lines for everything else (a log collector, a
 * file, a pipe). pino-pretty is a stream here, not a worker transport, so the bundled server needs
 * no worker file, and it loads only at a terminal. A file descriptor is written through pino's own
 * fast destination, as before.
 */
async function destinationFor(out: LogOutput): Promise<DestinationStream> {
  if (out.isTTY) {
    const { default: pretty } = await import('pino-pretty');
    return pretty({ destination: out, sync: true });
  }
  return typeof out.fd === 'number' ? destination(out.fd) : out;
}

/**
 * One log line per request only when asked for (debug, trace): at info the server logs what
 * matters (start, errors, security events) and a reverse proxy's access log does the rest.
 */
export const logsEveryRequest = (config: Pick<Config, 'logLevel'>): boolean =>
  config.logLevel === 'debug' || config.logLevel === 'trace';

/** pino, with the secrets a request can carry redacted before a line is written either way. */
export async function createLogger(
  config: Pick<Config, 'logLevel'>,
  out: LogOutput = process.stdout,
): Promise<Logger> {
  return pino(
    {
      level: config.logLevel,
      redact: ['req.headers.access_token', 'req.headers.authorization', 'req.headers.cookie'],
    },
    await destinationFor(out),
  );
}

/** What Node passes to a `warning` listener. */
type ProcessWarning = Error & { code?: string };

/**
 * Node's warnings (an ExperimentalWarning when a library uses an experimental API, a deprecation)
 * go through the logger as JSON, each distinct one once, instead of Node's own two lines of plain
 * text on stderr, which break a JSON log. Node prints them from a listener of its own: it is
 * replaced.
 */
export function routeProcessWarnings(
  log: Pick<Logger, 'warn'>,
  events: NodeJS.EventEmitter = process,
): void {
  events.removeAllListeners('warning');
  const seen = new Set<string>();
  events.on('warning', (warning: ProcessWarning) => {
    const key = `${warning.name}\n${warning.code ?? ''}\n${warning.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    log.warn(
      { warning: { name: warning.name, code: warning.code, message: warning.message } },
      `${warning.name}: ${warning.message}`,
    );
  });
}
