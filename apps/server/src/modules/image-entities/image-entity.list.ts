import type { ImageVariant } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { filesByMedia } from '../media/media.repository.js';
import { imageOf } from '../media/media.service.js';
import type { ImageEntityRepository, ImageEntityRow } from './image-entity.routes.js';

/** One kind of entity with an image (projects, certificates): its table and its API shape. */
export interface ImageEntityKind<Row extends ImageEntityRow, Entity> {
  repository: ImageEntityRepository<Row>;
  toEntity(row: Row, image: { url: string; variants: ImageVariant[] }): Entity;
}

/** Rows as API entities, each with the URLs of its image's stored widths. */
export async function toImageEntities<Row extends ImageEntityRow, Entity>(
  db: Db,
  mediaBaseUrl: string,
  kind: Pick<ImageEntityKind<Row, Entity>, 'toEntity'>,
  rows: readonly Row[],
): Promise<Entity[]> {
  const files = await filesByMedia(
    db,
    rows.map((row) => row.image_id),
  );
  return rows.map((row) =>
    kind.toEntity(row, imageOf(files.get(row.image_id) ?? [], mediaBaseUrl)),
  );
}

/** Every entity of a kind, newest first: the active ones only unless `includeHidden`. */
export async function listImageEntities<Row extends ImageEntityRow, Entity>(
  db: Db,
  mediaBaseUrl: string,
  kind: ImageEntityKind<Row, Entity>,
  includeHidden: boolean,
): Promise<Entity[]> {
  return toImageEntities(db, mediaBaseUrl, kind, await kind.repository.list(db, includeHidden));
}
