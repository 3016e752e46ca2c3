import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { pingDatabase } from './health.repository.js';

/** Ready when the database answers; a 503 (and one error line in the log) when it does not. */
export async function checkHealth(
  deps: AppDeps,
  log: FastifyBaseLogger,
): Promise<{ status: 'ok' }> {
  try {
    await pingDatabase(deps.db);
  } catch (err) {
    log.error({ err }, 'database unreachable');
    throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable');
  }
  return { status: 'ok' };
}
