import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  ChangePasswordBody,
  ChangePasswordResponse,
  ErrorBody,
  ErrorCode,
  LoginBody,
  LoginResponse,
  LogoutEverywhereResponse,
  LogoutResponse,
  UserData,
} from '@portfolio/contract';
import { AppError } from '../../errors.js';
import { deleteSession, deleteUserSessions } from './auth.repository.js';
import { changePassword, login } from './auth.service.js';
import { currentSession, requireSession } from './guard.js';
import {
  beginLoginAttempt,
  cancelLoginAttempt,
  recordLoginFailure,
  recordLoginSuccess,
} from './login-throttle.js';

/** A login body is two short strings: anything bigger is refused before a hash is computed. */
const LOGIN_BODY_LIMIT = 16 * 1024;

const errors = { 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody };

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    apiPaths.auth.login,
    {
      bodyLimit: LOGIN_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Log in with user id and password',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request) => {
      const { user_id, password } = request.body;
      const { db } = app.deps;
      const now = app.deps.now();
      await beginLoginAttempt(db, user_id, request.ip, now);
      const { token } = await login(db, user_id, password, now).catch(async (err: unknown) => {
        if (err instanceof AppError && err.code === ErrorCode.INVALID_CREDENTIALS) {
          await recordLoginFailure(db, user_id, request.ip, now);
        } else {
          await cancelLoginAttempt(db, user_id, request.ip);
        }
        throw err;
      });
      await recordLoginSuccess(db, user_id, request.ip, now);
      return { access_token: token };
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
      await deleteSession(app.deps.db, currentSession(request).sessionId);
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
        app.deps.db,
        { userId: session.user._id, sessionId: session.sessionId },
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
      const ended = await deleteUserSessions(app.deps.db, currentSession(request).user._id);
      return { loggedOut: true as const, sessionsEnded: ended };
    },
  );
};
