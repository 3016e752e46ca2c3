import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  CONTACT_LIMITS,
  ContactChallenge,
  ContactMessageBody,
  ContactSent,
  ContactSettings,
  ErrorBody,
  NotificationAction,
} from '@portfolio/contract';
import { requireAdmin } from '../auth/guard.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import {
  createContactChallenge,
  readContactSettings,
  sendContactMessage,
  updateContactSettings,
} from './contact.service.js';

const tags = ['contact'];

/**
 * The contact form's calls (not in the spec): a proof-of-work challenge and a message for anyone
 * while the form is on (404 when off); the form's setting for the Admin.
 */
export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.contact.challenge,
    {
      schema: {
        tags,
        summary: 'A proof-of-work challenge (ALTCHA) for the contact form',
        response: { 200: ContactChallenge, 404: ErrorBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createContactChallenge(deps);
    },
  );

  app.post(
    apiPaths.contact.send,
    {
      bodyLimit: CONTACT_LIMITS.bodyMaxBytes,
      schema: {
        tags,
        summary: "Send a message to the site's owner",
        body: ContactMessageBody,
        response: {
          200: ContactSent,
          400: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          413: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => sendContactMessage(deps, request.body, request.ip),
  );

  app.get(
    apiPaths.contact.settings,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'The contact form setting',
        response: { 200: ContactSettings, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => readContactSettings(deps),
  );

  app.put(
    apiPaths.contact.settings,
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'contact settings'),
      schema: {
        tags,
        summary: 'Turn the contact form on or off',
        body: ContactSettings,
        response: { 200: ContactSettings, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => updateContactSettings(deps, request.body),
  );
};
