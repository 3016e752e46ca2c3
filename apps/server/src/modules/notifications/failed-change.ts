import { changeMessages, type NotificationAction, USER_TYPE_ADMIN } from '@portfolio/contract';
import type { FastifyError, FastifyRequest } from 'fastify';
import { errorAnswer } from '../../lib/error-answer.js';
import { notifyError } from './notifications.service.js';

/**
 * The error handler of a management route (its `errorHandler` option). When the Admin's change
 * fails, in the handler or before it (a body that is not JSON, a schema's 400, a 413, a 415), the
 * owner gets a notification with status Error saying what failed and why, in the words of the
 * answer; then it hands the error on (throws it again) to the app's one error handler, which
 * answers. Anonymous and non-Admin attempts write none: nobody else can fill the owner's
 * notifications.
 */
export function reportFailedChange(action: NotificationAction, subject: string) {
  return async (error: FastifyError, request: FastifyRequest) => {
    if (request.session?.user.user_type === USER_TYPE_ADMIN) {
      const { db, now } = request.server.deps;
      const reason = errorAnswer(error).body.error;
      await notifyError(db, action, changeMessages.failed(action, subject, reason), now()).catch(
        (err: unknown) => request.log.error({ err }, 'could not write the failure notification'),
      );
    }
    throw error;
  };
}
