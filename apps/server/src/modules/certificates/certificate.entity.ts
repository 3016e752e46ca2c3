import type { Certificate } from '@portfolio/contract';
import type { CertificatesTable } from '../../db/schema.js';
import type { ImageEntityKind } from '../image-entities/image-entity.list.js';
import { imageEntityRepository } from '../image-entities/image-entity.repository.js';

/** The certificates table and a row's API shape, for the certificate calls and their page. */
export const certificateKind: ImageEntityKind<CertificatesTable, Certificate> = {
  repository: imageEntityRepository('certificates'),
  toEntity: (row, image) => ({
    _id: row.id,
    title: row.title,
    issued_by: row.issued_by,
    certificate_image: image.url,
    certificate_image_variants: image.variants,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }),
};
