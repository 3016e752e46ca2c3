import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, ErrorBody, NotificationAction, Profile } from '@portfolio/contract';
import { JSON_BODY_LIMIT } from '../../lib/body-limits.js';
import { publicReadRoute } from '../../public-answers/public-read-route.js';
import { requireAdmin } from '../auth/guard.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import { readProfile, replaceProfile } from './profile.service.js';

const tags = ['profile'];

/** The site profile: read by anyone, replaced whole by the Admin. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.profile,
    publicReadRoute({ tags, summary: 'The site profile', answer: Profile }),
    async () => readProfile(deps),
  );

  app.put(
    apiPaths.profile,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'profile'),
      schema: {
        tags,
        summary: 'Replace the site profile',
        body: Profile,
        response: { 200: Profile, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => replaceProfile(deps, request.body),
  );
};
