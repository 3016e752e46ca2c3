import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  apiPaths,
  EntityOrder,
  ErrorBody,
  IdParams,
  NotificationAction,
  TimelineEntry,
  TimelineEntryBody,
} from '@portfolio/contract';
import { JSON_BODY_LIMIT } from '../../lib/body-limits.js';
import { errorAnswers } from '../../lib/route-errors.js';
import { publicReadRoute } from '../../public-answers/public-read-route.js';
import { isAdminRequest, requireAdmin } from '../auth/guard.js';
import { deleteByIdRoute, jsonChangeRoute } from '../notifications/change-routes.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import {
  addTimelineEntry,
  editTimelineEntry,
  listTimeline,
  removeTimelineEntry,
  reorderTimeline,
} from './timeline.service.js';

const errors = errorAnswers(400, 401, 403, 404, 415);
const tags = ['timeline'];
const SUBJECT = 'timeline entry';

/** The owner's timeline of work and education, shown on About. JSON calls; no image. */
export const timelineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app;

  app.get(
    apiPaths.timeline.list,
    publicReadRoute({
      tags,
      summary:
        "The timeline in the owner's order: the visible entries for the public, all for the Admin",
      answer: Type.Array(TimelineEntry),
    }),
    async (request) => listTimeline(deps, await isAdminRequest(request)),
  );

  app.post(
    apiPaths.timeline.add,
    jsonChangeRoute(NotificationAction.Create, SUBJECT, {
      tags,
      summary: 'Add a timeline entry: it comes first in the order',
      body: TimelineEntryBody,
      answer: TimelineEntry,
      errors: errors,
    }),
    async (request) => addTimelineEntry(deps, request.body),
  );

  app.put(
    apiPaths.timeline.order,
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      errorHandler: reportFailedChange(NotificationAction.Edit, 'timeline order'),
      schema: {
        tags,
        summary: "Put every timeline entry in the owner's order; answers them all in it",
        body: EntityOrder,
        response: { 200: Type.Array(TimelineEntry), ...errors, 409: ErrorBody },
      },
    },
    async (request) => reorderTimeline(deps, request.body.ids),
  );

  app.put(
    apiPaths.timeline.edit(':id'),
    {
      onRequest: requireAdmin,
      bodyLimit: JSON_BODY_LIMIT,
      errorHandler: reportFailedChange(NotificationAction.Edit, SUBJECT),
      schema: {
        tags,
        summary: 'Replace a timeline entry whole; it keeps its place in the order',
        params: IdParams,
        body: TimelineEntryBody,
        response: { 200: TimelineEntry, ...errors },
      },
    },
    async (request) => editTimelineEntry(deps, request.params.id, request.body),
  );

  app.delete(
    apiPaths.timeline.delete(':id'),
    deleteByIdRoute(SUBJECT, { tags, summary: 'Delete a timeline entry', errors }),
    async (request) => removeTimelineEntry(deps, request.params.id),
  );
};
