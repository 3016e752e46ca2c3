import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  ErrorBody,
  ID_PARAM,
  IdParams,
  NotificationAction,
  RecoveryCodesResponse,
  RequireSecondFactorBody,
  SecondFactorStatus,
  SessionList,
  SessionsEndedResponse,
  TotpConfirmBody,
  TotpConfirmResponse,
  TotpRemovedResponse,
  TotpSetupResponse,
} from '@portfolio/contract';
import { errorAnswers } from '../../lib/route-errors.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import { adminOnlyRoute } from './admin-route.js';
import { endOtherSessions, endSession, listSessions } from './auth.service.js';
import { currentSession, requireAdmin } from './guard.js';
import {
  confirmTotp,
  removeTotp,
  renewRecoveryCodes,
  requireSecondFactor,
  secondFactorStatus,
  setupTotp,
} from './second-factor.service.js';

const guarded = { 401: ErrorBody, 403: ErrorBody };
const bodyErrors = errorAnswers(400, 413, 415);
const SMALL_BODY = 16 * 1024;

/** The Admin's second factor (TOTP, recovery codes, the requirement) and sessions. */
export const secondFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.auth.secondFactor,
    adminOnlyRoute({
      tags: ['auth'],
      summary: "Where the Admin's second factor stands",
      answer: SecondFactorStatus,
      errors: guarded,
    }),
    async (request) => secondFactorStatus(app.deps, currentSession(request).user),
  );

  app.post(
    apiPaths.auth.totpSetup,
    adminOnlyRoute({
      tags: ['auth'],
      summary: 'A new TOTP secret and its QR code, in use once a first code confirms it',
      answer: TotpSetupResponse,
      errors: { ...guarded, 409: ErrorBody },
    }),
    async (request) => setupTotp(app.deps, currentSession(request)),
  );

  app.post(
    apiPaths.auth.totpConfirm,
    {
      onRequest: requireAdmin,
      bodyLimit: SMALL_BODY,
      errorHandler: reportFailedChange(NotificationAction.Create, 'second factor'),
      schema: {
        tags: ['auth'],
        summary: 'Turn the TOTP on with its first code; answers ten recovery codes, this once',
        body: TotpConfirmBody,
        response: { 200: TotpConfirmResponse, ...guarded, ...bodyErrors, 409: ErrorBody },
      },
    },
    async (request) => confirmTotp(app.deps, currentSession(request), request.body.code),
  );

  app.post(
    apiPaths.auth.recoveryCodes,
    {
      ...adminOnlyRoute({
        tags: ['auth'],
        summary: 'Ten new recovery codes, this once; the earlier ones stop working',
        answer: RecoveryCodesResponse,
        errors: { ...guarded, 409: ErrorBody },
      }),
      errorHandler: reportFailedChange(NotificationAction.Edit, 'recovery codes'),
    },
    async (request) => renewRecoveryCodes(app.deps, currentSession(request)),
  );

  app.delete(
    apiPaths.auth.totp,
    {
      ...adminOnlyRoute({
        tags: ['auth'],
        summary: 'Turn the TOTP off, with its recovery codes',
        answer: TotpRemovedResponse,
        errors: { ...guarded, 404: ErrorBody, 409: ErrorBody },
      }),
      errorHandler: reportFailedChange(NotificationAction.Delete, 'second factor'),
    },
    async (request) => {
      await removeTotp(app.deps, currentSession(request));
      return { removed: true as const };
    },
  );

  app.put(
    apiPaths.auth.requireSecondFactor,
    {
      onRequest: requireAdmin,
      bodyLimit: SMALL_BODY,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'second factor requirement'),
      schema: {
        tags: ['auth'],
        summary: 'Require a second factor for every password login, or not',
        body: RequireSecondFactorBody,
        response: { 200: SecondFactorStatus, ...guarded, ...bodyErrors, 409: ErrorBody },
      },
    },
    async (request) =>
      requireSecondFactor(app.deps, currentSession(request), request.body.required),
  );

  app.get(
    apiPaths.auth.sessions,
    adminOnlyRoute({
      tags: ['auth'],
      summary: "The Admin's live sessions: device, address, sign-in method, last use",
      answer: SessionList,
      errors: guarded,
    }),
    async (request) => {
      const session = currentSession(request);
      return listSessions(app.deps, { userId: session.user._id, sessionId: session.sessionId });
    },
  );

  app.delete(
    apiPaths.auth.sessionDelete(ID_PARAM),
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['auth'],
        summary: 'End one session',
        params: IdParams,
        response: { 200: SessionsEndedResponse, ...guarded, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await endSession(app.deps, { ...currentSession(request), ip: request.ip }, request.params.id);
      return { sessionsEnded: 1 };
    },
  );

  app.post(
    apiPaths.auth.endOtherSessions,
    adminOnlyRoute({
      tags: ['auth'],
      summary: 'End every session but this one',
      answer: SessionsEndedResponse,
      errors: guarded,
    }),
    async (request) => {
      const ended = await endOtherSessions(app.deps, {
        ...currentSession(request),
        ip: request.ip,
      });
      return { sessionsEnded: ended };
    },
  );
};
