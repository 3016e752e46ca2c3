import { type Logger, pino } from 'pino';
import type { Config } from './config.js';

/** pino, with the secrets a request can carry redacted. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.access_token', 'req.headers.authorization', 'req.headers.cookie'],
  });
}
