import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  ErrorBody,
  NotificationAction,
  NotificationStatus,
  Profile,
} from '@portfolio/contract';
import { requireAdmin } from '../auth/guard.js';
import { insertNotification } from '../notifications/notifications.repository.js';
import { getProfile, saveProfile } from './profile.repository.js';

const tags = ['profile'];

/** The site profile: read by anyone, replaced whole by the Admin. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.profile,
    {
      config: { publicCache: true },
      schema: { tags, summary: 'The site profile', response: { 200: Profile } },
    },
    async () => getProfile(deps.db),
  );

  app.put(
    apiPaths.profile,
    {
      onRequest: requireAdmin,
      config: { audit: { action: NotificationAction.Edit, subject: 'profile' } },
      schema: {
        tags,
        summary: 'Replace the site profile',
        body: Profile,
        response: { 200: Profile, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const profile = request.body;
      await deps.db.transaction().execute(async (trx) => {
        const now = deps.now();
        await saveProfile(trx, profile, now);
        await insertNotification(
          trx,
          {
            action: NotificationAction.Edit,
            status: NotificationStatus.Success,
            message: 'Profile updated',
          },
          now,
        );
      });
      return profile;
    },
  );
};
