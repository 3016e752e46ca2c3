import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  ConfirmBody,
  ConfirmMethods,
  ConfirmResponse,
  ErrorBody,
  WebAuthnOptions,
} from '@portfolio/contract';
import { adminOnlyRoute } from './admin-route.js';
import { currentSession, requireAdmin } from './guard.js';
import { passkeyConfirmationOptions } from './passkeys.service.js';
import { confirmMethods, confirmSession } from './reauth.service.js';

/** A password, a code or a passkey's answer: a few kB at most, refused unread above. */
const CONFIRM_BODY_LIMIT = 64 * 1024;

const guarded = { 401: ErrorBody, 403: ErrorBody };

/** Confirming the Admin's session before a change to how the account signs in ("sudo mode"). */
export const reauthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.auth.confirm,
    adminOnlyRoute({
      tags: ['auth'],
      summary: 'How this session can be confirmed, and until when it is',
      answer: ConfirmMethods,
      errors: guarded,
    }),
    async (request) => confirmMethods(app.deps, currentSession(request)),
  );

  app.post(
    apiPaths.auth.confirmPasskeyOptions,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['auth'],
        summary:
          "Options for one of the account's passkeys to confirm this session, valid 5 minutes",
        response: { 200: WebAuthnOptions, ...guarded, 404: ErrorBody },
      },
    },
    async (request) => passkeyConfirmationOptions(app.deps, currentSession(request).user),
  );

  app.post(
    apiPaths.auth.confirm,
    {
      onRequest: requireAdmin,
      bodyLimit: CONFIRM_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary:
          'Confirm this session with the password, a code or a passkey: for 10 minutes it may change how the account signs in',
        body: ConfirmBody,
        response: {
          200: ConfirmResponse,
          ...guarded,
          400: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) =>
      confirmSession(app.deps, { ...currentSession(request), ip: request.ip }, request.body),
  );
};
