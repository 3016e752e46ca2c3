import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, BackupStatus, ErrorBody } from '@portfolio/contract';
import { requireAdmin } from '../auth/guard.js';
import { backupStatus } from './backups.service.js';

/** The scheduled backups' state, for the Dashboard. */
export const backupsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;
  app.get(
    apiPaths.backups,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['backups'],
        summary: 'The last scheduled backup: when, its size and where it is',
        response: { 200: BackupStatus, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => backupStatus(deps),
  );
};
