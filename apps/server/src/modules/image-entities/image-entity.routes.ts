import {
  Deleted,
  ErrorBody,
  IdParams,
  type ImageVariant,
  NotificationAction,
  NotificationStatus,
} from '@portfolio/contract';
import type { Static, TObject, TSchema, TString } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db, Engine } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { parseFormFields } from '../../lib/form-fields.js';
import { newId } from '../../lib/ids.js';
import { isAdminRequest, requireAdmin } from '../auth/guard.js';
import { storeImage } from '../media/media.service.js';
import { commitMediaChange } from '../media/media-change.js';
import { missingFile, readUpload } from '../media/upload.js';
import { insertNotification } from '../notifications/notifications.repository.js';
import { listImageEntities, toImageEntities } from './image-entity.list.js';

/** The columns every entity with an image has. */
export interface ImageEntityRow {
  id: string;
  title: string;
  image_id: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface ImageEntityRepository<Row extends ImageEntityRow> {
  list(db: Db, includeHidden: boolean): Promise<Row[]>;
  find(db: Db, id: string): Promise<Row | undefined>;
  /** The row, locked until the transaction ends: a concurrent change of it waits. */
  findForUpdate(trx: Db, engine: Engine, id: string): Promise<Row | undefined>;
  insert(db: Db, row: Row): Promise<Row>;
  update(db: Db, id: string, changes: Partial<Row>): Promise<Row | undefined>;
  delete(db: Db, id: string): Promise<Row | undefined>;
}

export interface ImageEntityOptions<
  Row extends ImageEntityRow,
  FieldsSchema extends TObject<Record<string, TString>>,
  EntitySchema extends TSchema,
> {
  /** 'project' or 'certificate', for messages and OpenAPI tags. */
  subject: string;
  paths: {
    list: string;
    add: string;
    edit(id: string): string;
    status(id: string): string;
    delete(id: string): string;
  };
  /** The multipart field of the image (spec §7). */
  uploadField: string;
  fields: FieldsSchema;
  entity: EntitySchema;
  repository: ImageEntityRepository<Row>;
  toEntity(row: Row, image: { url: string; variants: ImageVariant[] }): Static<EntitySchema>;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The id of a route with `params: IdParams`, already checked by its schema. */
const idOf = (request: FastifyRequest) => (request.params as Static<typeof IdParams>).id;

/**
 * The calls of an entity with an image (projects, certificates): list, add, edit, status, delete,
 * with the Admin guard on every change, a notification for each, and the image kept in step.
 */
export function imageEntityRoutes<
  Row extends ImageEntityRow,
  FieldsSchema extends TObject<Record<string, TString>>,
  EntitySchema extends TSchema,
>(options: ImageEntityOptions<Row, FieldsSchema, EntitySchema>): FastifyPluginAsync {
  const { subject, paths, repository: repo } = options;
  const Subject = capitalize(subject);
  const tags = [`${subject}s`];
  const errors = {
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
    413: ErrorBody,
    415: ErrorBody,
  };
  const multipart = { multipart: { fields: options.fields, file: options.uploadField } };
  const missing = () => notFound(`No ${subject} has this id`);

  return async (app) => {
    const { deps } = app;
    const toEntity = async (db: Db, row: Row) =>
      (
        await toImageEntities(db, deps.config.mediaBaseUrl, options, [row])
      )[0] as Static<EntitySchema>;
    const notify = (db: Db, action: NotificationAction, message: string) =>
      insertNotification(db, { action, status: NotificationStatus.Success, message }, deps.now());

    app.post(
      paths.list,
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary: `Every ${subject} the caller may see, newest first (hidden ones for the Admin only)`,
          response: { 200: Type.Array(options.entity) },
        },
      },
      async (request) =>
        listImageEntities(
          deps.db,
          deps.config.mediaBaseUrl,
          options,
          await isAdminRequest(request),
        ),
    );

    app.post(
      paths.add,
      {
        onRequest: requireAdmin,
        config: { audit: { action: NotificationAction.Create, subject }, ...multipart },
        schema: { tags, summary: `Add a ${subject}`, response: { 200: options.entity, ...errors } },
      },
      async (request) => {
        const upload = await readUpload(request, options.uploadField);
        const fields = parseFormFields(options.fields, upload.fields);
        if (!upload.file) throw missingFile(options.uploadField);
        const image = await storeImage(deps.storage, upload.file);
        const row = await commitMediaChange(deps, request.log, image, async (trx) => {
          const now = deps.now();
          const created = await repo.insert(trx, {
            ...fields,
            id: newId(now.getTime()),
            image_id: image.id,
            is_active: true,
            created_at: now,
            updated_at: now,
          } as unknown as Row);
          await notify(trx, NotificationAction.Create, `${Subject} "${created.title}" created`);
          return { result: created, dropped: [] };
        });
        return toEntity(deps.db, row);
      },
    );

    app.put(
      paths.edit(':id'),
      {
        onRequest: requireAdmin,
        config: { audit: { action: NotificationAction.Edit, subject }, ...multipart },
        schema: {
          tags,
          summary: `Edit a ${subject}; without a new image the current one stays`,
          params: IdParams,
          response: { 200: options.entity, ...errors },
        },
      },
      async (request) => {
        const id = idOf(request);
        const upload = await readUpload(request, options.uploadField);
        const fields = parseFormFields(options.fields, upload.fields);
        // An unknown id stores no image; the transaction reads the row again, locked.
        if (!(await repo.find(deps.db, id))) throw missing();
        const image = upload.file ? await storeImage(deps.storage, upload.file) : undefined;
        const row = await commitMediaChange(deps, request.log, image, async (trx) => {
          const current = await repo.findForUpdate(trx, deps.engine, id);
          const updated =
            current &&
            (await repo.update(trx, id, {
              ...fields,
              ...(image ? { image_id: image.id } : {}),
              updated_at: deps.now(),
            } as Partial<Row>));
          if (!current || !updated) throw missing();
          await notify(trx, NotificationAction.Edit, `${Subject} "${updated.title}" edited`);
          return { result: updated, dropped: image ? [current.image_id] : [] };
        });
        return toEntity(deps.db, row);
      },
    );

    app.patch(
      paths.status(':id'),
      {
        onRequest: requireAdmin,
        config: { audit: { action: NotificationAction.StatusUpdate, subject } },
        schema: {
          tags,
          summary: `Show or hide a ${subject} (toggles isActive)`,
          params: IdParams,
          response: { 200: options.entity, ...errors },
        },
      },
      async (request) => {
        const row = await deps.db.transaction().execute(async (trx) => {
          const current = await repo.findForUpdate(trx, deps.engine, idOf(request));
          if (!current) throw missing();
          const updated = await repo.update(trx, current.id, {
            is_active: !current.is_active,
            updated_at: deps.now(),
          } as Partial<Row>);
          if (!updated) throw missing();
          const state = updated.is_active ? 'shown' : 'hidden';
          await notify(
            trx,
            NotificationAction.StatusUpdate,
            `${Subject} "${updated.title}" ${state}`,
          );
          return updated;
        });
        return toEntity(deps.db, row);
      },
    );

    app.delete(
      paths.delete(':id'),
      {
        onRequest: requireAdmin,
        config: { audit: { action: NotificationAction.Delete, subject } },
        schema: {
          tags,
          summary: `Delete a ${subject} and its image`,
          params: IdParams,
          response: { 200: Deleted, ...errors },
        },
      },
      async (request) =>
        commitMediaChange(deps, request.log, undefined, async (trx) => {
          const deleted = await repo.delete(trx, idOf(request));
          if (!deleted) throw missing();
          await notify(trx, NotificationAction.Delete, `${Subject} "${deleted.title}" deleted`);
          return {
            result: { _id: deleted.id, deleted: true as const },
            dropped: [deleted.image_id],
          };
        }),
    );
  };
}
