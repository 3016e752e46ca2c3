import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  ErrorBody,
  ID_PARAM,
  IdParams,
  LoginResponse,
  NotificationAction,
  Passkey as PasskeyEntity,
  PasskeyList,
  PasskeyLoginBody,
  PasskeyRegisterBody,
  PasskeyRemovedResponse,
  WebAuthnOptions,
} from '@portfolio/contract';
import { errorAnswers } from '../../lib/route-errors.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import { adminOnlyRoute } from './admin-route.js';
import { currentSession, requireAdmin } from './guard.js';
import {
  passkeyLogin,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  passkeysOf,
  registerPasskey,
  removePasskey,
} from './passkeys.service.js';

/** A WebAuthn answer is a few kB of base64url: anything much bigger is refused unread. */
const PASSKEY_BODY_LIMIT = 64 * 1024;

const guarded = { 401: ErrorBody, 403: ErrorBody };
const bodyErrors = errorAnswers(400, 413, 415);

export const passkeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.auth.passkeys,
    adminOnlyRoute({
      tags: ['auth'],
      summary: "The Admin's passkeys",
      answer: PasskeyList,
      errors: guarded,
    }),
    async (request) => passkeysOf(app.deps, currentSession(request).user),
  );

  app.post(
    apiPaths.auth.passkeyOptions,
    adminOnlyRoute({
      tags: ['auth'],
      summary: 'Options to create a passkey (navigator.credentials.create), valid 5 minutes',
      answer: WebAuthnOptions,
      errors: guarded,
    }),
    async (request) => passkeyRegistrationOptions(app.deps, currentSession(request)),
  );

  app.post(
    apiPaths.auth.passkeyRegister,
    {
      onRequest: requireAdmin,
      bodyLimit: PASSKEY_BODY_LIMIT,
      errorHandler: reportFailedChange(NotificationAction.Create, 'passkey'),
      schema: {
        tags: ['auth'],
        summary: 'Store the passkey the browser created from the options, under a name',
        body: PasskeyRegisterBody,
        response: { 200: PasskeyEntity, ...guarded, ...bodyErrors, 409: ErrorBody },
      },
    },
    async (request) => registerPasskey(app.deps, currentSession(request), request.body),
  );

  app.delete(
    apiPaths.auth.passkeyDelete(ID_PARAM),
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Delete, 'passkey'),
      schema: {
        tags: ['auth'],
        summary: 'Remove one of the passkeys',
        params: IdParams,
        response: { 200: PasskeyRemovedResponse, ...guarded, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await removePasskey(app.deps, currentSession(request), request.params.id);
      return { removed: true as const };
    },
  );

  app.post(
    apiPaths.auth.passkeyLoginOptions,
    {
      schema: {
        tags: ['auth'],
        summary: 'Options to sign in with a passkey (navigator.credentials.get), valid 5 minutes',
        response: { 200: WebAuthnOptions },
      },
    },
    async (request) => passkeyLoginOptions(app.deps, request.ip),
  );

  app.post(
    apiPaths.auth.passkeyLogin,
    {
      bodyLimit: PASSKEY_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a passkey: answers the access token as the password login does',
        body: PasskeyLoginBody,
        response: { 200: LoginResponse, 401: ErrorBody, ...bodyErrors },
      },
    },
    async (request) =>
      passkeyLogin(app.deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
};
