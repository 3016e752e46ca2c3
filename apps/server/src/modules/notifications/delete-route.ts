import type { TSchema } from '@fastify/type-provider-typebox';
import { Deleted, IdParams, NotificationAction } from '@portfolio/contract';
import { requireAdmin } from '../auth/guard.js';
import { reportFailedChange } from './failed-change.js';

/**
 * The options of the owner's delete of one thing by its id, the same for every kind of content:
 * the Admin's alone, a failure told in a notification about `subject`, the id in the path and
 * `Deleted` answered. The route names its tags, summary and error answers.
 */
export function deleteByIdRoute<const Errors extends Record<number, TSchema>>(
  subject: string,
  { tags, summary, errors }: { tags: string[]; summary: string; errors: Errors },
) {
  return {
    onRequest: requireAdmin,
    errorHandler: reportFailedChange(NotificationAction.Delete, subject),
    schema: { tags, summary, params: IdParams, response: { 200: Deleted, ...errors } },
  };
}
