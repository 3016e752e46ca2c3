import type { TSchema } from '@fastify/type-provider-typebox';
import { Deleted, IdParams, NotificationAction } from '@portfolio/contract';
import { JSON_BODY_LIMIT } from '../../lib/body-limits.js';
import { requireAdmin } from '../auth/guard.js';
import { reportFailedChange } from './failed-change.js';

// The options of the owner's changes that every kind of content declares alike: the Admin's
// alone, and a failure told in a notification. Each route names its tags, summary and answers.

/** The owner's change sent as JSON (within the usual limit): `action` on `subject`. */
export function jsonChangeRoute<
  const Body extends TSchema,
  const Answer extends TSchema,
  const Errors extends Record<number, TSchema>,
>(
  action: NotificationAction,
  subject: string,
  {
    tags,
    summary,
    body,
    answer,
    errors,
  }: { tags: string[]; summary: string; body: Body; answer: Answer; errors: Errors },
) {
  return {
    onRequest: requireAdmin,
    bodyLimit: JSON_BODY_LIMIT,
    errorHandler: reportFailedChange(action, subject),
    schema: { tags, summary, body, response: { 200: answer, ...errors } },
  };
}

/** The owner's delete of one `subject` by its id, in the path; `Deleted` answered. */
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
