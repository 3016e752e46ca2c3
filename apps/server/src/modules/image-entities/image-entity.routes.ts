import {
  EntityOrder,
  ErrorBody,
  IdParams,
  type ImageEntityPaths,
  LIST_PAGE_DEFAULT,
  LIST_TOTAL_HEADER,
  ListPageQuery,
  NotificationAction,
} from '@portfolio/contract';
import { type Static, type TObject, type TSchema, type TString, Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { JSON_BODY_LIMIT } from '../../lib/body-limits.js';
import { errorAnswers } from '../../lib/route-errors.js';
import { named } from '../../lib/route-plugins.js';
import { isAdminRequest, requireAdmin } from '../auth/guard.js';
import { uploadRequest } from '../media/upload.js';
import { deleteByIdRoute } from '../notifications/change-routes.js';
import { reportFailedChange } from '../notifications/failed-change.js';
import {
  type ImageEntityChanges,
  type ImageEntityKind,
  type ImageEntityRow,
  listImageEntities,
  listImageEntityPage,
  reorderImageEntities,
  toggleImageEntity,
} from './image-entity.service.js';

/**
 * The headers of a page of a list: how long the list is, and the addresses of the pages before
 * and after this one (RFC 8288).
 */
function pageHeaders(
  path: string,
  { page, limit }: { page: number; limit: number },
  total: number,
): Record<string, string> {
  const link = (to: number, rel: string) => `<${path}?page=${to}&limit=${limit}>; rel="${rel}"`;
  const links = [
    ...(page > 1 ? [link(page - 1, 'prev')] : []),
    ...(page * limit < total ? [link(page + 1, 'next')] : []),
  ];
  return {
    [LIST_TOTAL_HEADER]: String(total),
    ...(links.length > 0 ? { link: links.join(', ') } : {}),
  };
}

/** A call on one entity: its id, checked by the `IdParams` schema. */
type WithId = { Params: Static<typeof IdParams> };

/** The calls of one kind of entity with an image, as spec §7 names them. */
export interface ImageEntityApi<EntitySchema extends TSchema> {
  paths: ImageEntityPaths;
  entity: EntitySchema;
}

/**
 * The calls of an entity with an image (projects, certificates): list, add, edit, status, delete,
 * with the Admin guard on every change and the owner told when one fails. Add, edit and delete
 * call the kind's own changes (`changes`): a project's case study is its own.
 */
export function imageEntityRoutes<
  Row extends ImageEntityRow,
  FieldsSchema extends TObject<Record<string, TString>>,
  EntitySchema extends TSchema,
>(
  kind: ImageEntityKind<Row, FieldsSchema, Static<EntitySchema>>,
  { paths, entity }: ImageEntityApi<EntitySchema>,
  changes: ImageEntityChanges<Static<EntitySchema>>,
): FastifyPluginAsync {
  const subject = kind.subject.toLowerCase();
  const tags = [`${subject}s`];
  const errors = errorAnswers(400, 401, 403, 404, 413, 415);

  return named(`${subject}Routes`, async (app) => {
    const { deps } = app;

    app.post(
      paths.list,
      {
        config: { keepPublicAnswer: true },
        schema: {
          tags,
          summary: `Every ${subject} the caller may see, in the owner's order (hidden ones for the Admin only), or a page of them`,
          querystring: ListPageQuery,
          response: { 200: Type.Array(entity) },
        },
      },
      async (request: FastifyRequest<{ Querystring: ListPageQuery }>, reply) => {
        const owner = await isAdminRequest(request);
        const { page, limit } = request.query;
        if (page === undefined && limit === undefined) return listImageEntities(deps, kind, owner);
        const asked = { page: page ?? 1, limit: limit ?? LIST_PAGE_DEFAULT };
        const { items, total } = await listImageEntityPage(deps, kind, owner, asked);
        reply.headers(pageHeaders(paths.list, asked, total));
        return items;
      },
    );

    app.post(
      paths.add,
      {
        onRequest: requireAdmin,
        errorHandler: reportFailedChange(NotificationAction.Create, subject),
        config: { multipart: kind.form, bodyTimeout: 'upload' },
        schema: { tags, summary: `Add a ${subject}`, response: { 200: entity, ...errors } },
      },
      async (request) => changes.add(deps, uploadRequest(request, kind.form)),
    );

    app.put<WithId>(
      paths.edit(':id'),
      {
        onRequest: requireAdmin,
        errorHandler: reportFailedChange(NotificationAction.Edit, subject),
        config: { multipart: kind.form, bodyTimeout: 'upload' },
        schema: {
          tags,
          summary: `Edit a ${subject}; without a new image the current one stays`,
          params: IdParams,
          response: { 200: entity, ...errors },
        },
      },
      async (request) => changes.edit(deps, request.params.id, uploadRequest(request, kind.form)),
    );

    app.patch<WithId>(
      paths.status(':id'),
      {
        onRequest: requireAdmin,
        errorHandler: reportFailedChange(NotificationAction.StatusUpdate, subject),
        schema: {
          tags,
          summary: `Show or hide a ${subject} (toggles isActive)`,
          params: IdParams,
          response: { 200: entity, ...errors },
        },
      },
      async (request) => toggleImageEntity(deps, kind, request.params.id),
    );

    app.put<{ Body: EntityOrder }>(
      paths.order,
      {
        onRequest: requireAdmin,
        bodyLimit: JSON_BODY_LIMIT,
        errorHandler: reportFailedChange(NotificationAction.Edit, `${subject} order`),
        schema: {
          tags,
          summary: `Put every ${subject} in the owner's order; answers them all in it`,
          body: EntityOrder,
          response: { 200: Type.Array(entity), ...errors, 409: ErrorBody },
        },
      },
      async (request) => reorderImageEntities(deps, kind, request.body.ids),
    );

    app.delete<WithId>(
      paths.delete(':id'),
      deleteByIdRoute(subject, { tags, summary: `Delete a ${subject} and its image`, errors }),
      async (request) => changes.remove(deps, request.params.id, request.log),
    );
  });
}
