import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  CONTACT_LIMITS,
  ContactChallenge,
  ContactMessageBody,
  ContactSent,
  ErrorBody,
} from '@portfolio/contract';
import { contactSender, createContactChallenge, sendContactMessage } from './contact.service.js';

const tags = ['contact'];

/**
 * The contact form's calls (not in the spec): a proof-of-work challenge and a message, for anyone
 * while the owner has the form on (site settings), else 404.
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
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          413: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => sendContactMessage(deps, request.body, contactSender(request, true)),
  );
};
