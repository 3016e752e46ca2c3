import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  ChangePasswordBody,
  ChangePasswordResponse,
  ErrorBody,
  LoginBody,
  LoginErrorBody,
  LoginResponse,
  LogoutEverywhereResponse,
  LogoutResponse,
  SecondFactorLoginBody,
  UserData,
} from '@portfolio/contract';
import { errorAnswers } from '../../lib/route-errors.js';
import {
  changePassword,
  DEVICE_LIFETIME_MS,
  login,
  loginSecondFactor,
  logout,
  logoutEverywhere,
} from './auth.service.js';
import { readDeviceCookie, setDeviceCookie } from './device-cookie.js';
import { currentSession, requireSession } from './guard.js';
import { secondFactorNeeded } from './second-factor.service.js';

/** A login body is two short strings: anything bigger is refused before a hash is computed. */
const LOGIN_BODY_LIMIT = 16 * 1024;

const errors = errorAnswers(400, 401, 413, 415, 429);

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    apiPaths.auth.login,
    {
      bodyLimit: LOGIN_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Log in with user id and password',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors, 401: LoginErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const outcome = await login(app.deps, {
        userId: request.body.user_id,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        deviceToken: readDeviceCookie(request),
      });
      if ('secondStep' in outcome) {
        const needed = secondFactorNeeded();
        return reply
          .code(401)
          .send({ error: needed.message, code: needed.code, ticket: outcome.secondStep.ticket });
      }
      setDeviceCookie(request, reply, outcome.deviceToken, DEVICE_LIFETIME_MS);
      return outcome.answer;
    },
  );

  app.post(
    apiPaths.auth.loginSecondFactor,
    {
      bodyLimit: LOGIN_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary:
          "A login's second step: its ticket and a code of the authenticator app or a recovery code",
        body: SecondFactorLoginBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { answer, deviceToken } = await loginSecondFactor(app.deps, {
        ticket: request.body.ticket,
        code: request.body.code,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        deviceToken: readDeviceCookie(request),
      });
      setDeviceCookie(request, reply, deviceToken, DEVICE_LIFETIME_MS);
      return answer;
    },
  );

  app.get(
    apiPaths.auth.userdata,
    {
      onRequest: requireSession,
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user',
        response: { 200: UserData, 401: ErrorBody },
      },
    },
    async (request) => currentSession(request).user,
  );

  app.post(
    apiPaths.auth.logout,
    {
      onRequest: requireSession,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the access token',
        response: { 200: LogoutResponse, 401: ErrorBody },
      },
    },
    async (request) => {
      await logout(app.deps, currentSession(request).sessionId);
      return { loggedOut: true as const };
    },
  );

  app.post(
    apiPaths.auth.changePassword,
    {
      onRequest: requireSession,
      bodyLimit: LOGIN_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Change the own password (current one required); every other session ends',
        body: ChangePasswordBody,
        response: { 200: ChangePasswordResponse, ...errors },
      },
    },
    async (request) => {
      const session = currentSession(request);
      const ended = await changePassword(
        app.deps,
        { userId: session.user._id, sessionId: session.sessionId, ip: request.ip },
        request.body.current_password,
        request.body.new_password,
      );
      return { passwordChanged: true as const, otherSessionsEnded: ended };
    },
  );

  app.post(
    apiPaths.auth.logoutEverywhere,
    {
      onRequest: requireSession,
      schema: {
        tags: ['auth'],
        summary: 'Revoke every access token of the user, this one included',
        response: { 200: LogoutEverywhereResponse, 401: ErrorBody },
      },
    },
    async (request) => {
      const ended = await logoutEverywhere(app.deps, currentSession(request).user._id);
      return { loggedOut: true as const, sessionsEnded: ended };
    },
  );
};
