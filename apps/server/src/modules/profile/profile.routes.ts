import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, NotificationAction, Profile } from '@portfolio/contract';
import { errorAnswers } from '../../lib/route-errors.js';
import { publicReadRoute } from '../../public-answers/public-read-route.js';
import { jsonChangeRoute } from '../notifications/change-routes.js';
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
    jsonChangeRoute(NotificationAction.Edit, 'profile', {
      tags,
      summary: 'Replace the site profile',
      body: Profile,
      answer: Profile,
      errors: errorAnswers(400, 401, 403),
    }),
    async (request) => replaceProfile(deps, request.body),
  );
};
