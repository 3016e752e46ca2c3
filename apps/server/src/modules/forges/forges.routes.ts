import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  ErrorBody,
  ForgeAccount,
  ForgeAccountBody,
  ForgeImportBody,
  ForgeImportResult,
  ForgeRepository,
  IdParams,
  NotificationAction,
  Project,
} from '@portfolio/contract';
import { Type } from '@sinclair/typebox';
import { JSON_BODY_LIMIT } from '../../lib/body-limits.js';
import { errorAnswers } from '../../lib/route-errors.js';
import { adminOnlyRoute } from '../auth/admin-route.js';
import { requireAdmin } from '../auth/guard.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import {
  addAccount,
  importRepositories,
  listAccounts,
  listRepositories,
  pullRepositoryTexts,
  removeAccount,
} from './forges.service.js';

const tags = ['forges'];
const errors = errorAnswers(400, 401, 403, 404);
const upstream = { 502: ErrorBody, 503: ErrorBody };

/** The owner's forge accounts, their public repositories and their import as projects. Admin only. */
export const forgesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.forges.accounts,
    adminOnlyRoute({
      tags,
      summary: 'The forge accounts (never their tokens)',
      answer: Type.Array(ForgeAccount),
      errors: errors,
    }),
    async () => listAccounts(deps),
  );

  app.post(
    apiPaths.forges.accounts,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      errorHandler: reportFailedChange(NotificationAction.Create, 'forge account'),
      schema: {
        tags,
        summary:
          'Add a forge account: its address must be http(s) on a public host, its token (optional) is tried on the forge and stored encrypted',
        body: ForgeAccountBody,
        response: { 200: ForgeAccount, ...errors, 409: ErrorBody, ...upstream },
      },
    },
    async (request) => addAccount(deps, request.body, request.log),
  );

  app.delete(
    apiPaths.forges.account(':id'),
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Delete, 'forge account'),
      schema: {
        tags,
        summary: 'Remove a forge account and its token; its projects stay',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeAccount(deps, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    apiPaths.forges.repositories(':id'),
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "The account's public repositories, read from the forge",
        params: IdParams,
        response: { 200: Type.Array(ForgeRepository), ...errors, ...upstream },
      },
    },
    async (request) => listRepositories(deps, request.params.id, request.log),
  );

  app.post(
    apiPaths.forges.import(':id'),
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      errorHandler: reportFailedChange(NotificationAction.Create, 'forge import'),
      schema: {
        tags,
        summary:
          'Import repositories of the account as projects (hidden until each has an image), linked for their numbers',
        params: IdParams,
        body: ForgeImportBody,
        response: { 200: ForgeImportResult, ...errors, ...upstream },
      },
    },
    async (request) => importRepositories(deps, request.params.id, request.body, request.log),
  );

  app.post(
    apiPaths.forges.pull(':id'),
    {
      onRequest: requireAdmin,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'project'),
      schema: {
        tags,
        summary:
          "Take a linked project's title and description again from its repository (a refresh never does)",
        params: IdParams,
        response: { 200: Project, ...errors, ...upstream },
      },
    },
    async (request) => pullRepositoryTexts(deps, request.params.id, request.log),
  );
};
