import {
  type ErrorBody,
  NotificationAction,
  NotificationStatus,
  USER_TYPE_ADMIN,
} from '@portfolio/contract';
import type { FastifyInstance } from 'fastify';
import { insertNotification } from './notifications.repository.js';

/** A management route's change, for the notification written when it fails. */
export interface AuditedChange {
  action: NotificationAction;
  /** What is changed, e.g. 'project'. */
  subject: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditedChange;
  }
}

const VERBS: Record<NotificationAction, string> = {
  [NotificationAction.Create]: 'create',
  [NotificationAction.Edit]: 'edit',
  [NotificationAction.StatusUpdate]: 'change the status of',
  [NotificationAction.Delete]: 'delete',
  [NotificationAction.Login]: 'log in to',
};

function reasonOf(payload: unknown): string {
  try {
    return (JSON.parse(String(payload)) as ErrorBody).error;
  } catch {
    return 'an unexpected error';
  }
}

/**
 * When the Admin's change fails (bad input, a missing entity, a conflict, a server error), the owner
 * gets a notification with status Error saying what failed and why. Anonymous attempts write none:
 * nobody else can fill the owner's notifications.
 */
export function registerAudit(app: FastifyInstance): void {
  app.addSendStep((request, reply, payload) => {
    const audit = request.routeOptions.config.audit;
    if (!audit || reply.statusCode < 400) return undefined;
    if (request.session?.user.user_type !== USER_TYPE_ADMIN) return undefined;
    return insertNotification(
      app.deps.db,
      {
        action: audit.action,
        status: NotificationStatus.Error,
        message: `Could not ${VERBS[audit.action]} the ${audit.subject}: ${reasonOf(payload)}`,
      },
      app.deps.now(),
    ).catch((err: unknown) =>
      request.log.error({ err }, 'could not write the failure notification'),
    );
  });
}
