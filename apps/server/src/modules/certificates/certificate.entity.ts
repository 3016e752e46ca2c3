import {
  type Certificate,
  CertificateFields,
  publicPath,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import type { ImageEntityKind } from '../image-entities/image-entity.service.js';
import { type CertificateRow, certificateRows } from './certificates.repository.js';

/** Certificates: their form, their table and a row's API shape, for their calls and their page. */
export const certificateKind: ImageEntityKind<
  CertificateRow,
  typeof CertificateFields,
  Certificate
> = {
  subject: 'Certificate',
  form: { fields: CertificateFields, file: UPLOAD_FIELDS.certificate },
  repository: certificateRows,
  toEntity: (row, image) => ({
    _id: row.id,
    title: row.title,
    issued_by: row.issued_by,
    certificate_image: image.url,
    certificate_image_variants: image.variants,
    image_focus: row.image_focus,
    isActive: row.is_active,
    date: row.date,
    credential_link: row.credential_link,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }),
  searchKind: 'certificate',
  // Found by its title and issuer while it is active.
  searchDocument: (row) => ({
    kind: 'certificate',
    refId: row.id,
    title: row.title,
    tags: [],
    body: row.issued_by,
    url: publicPath('certificates'),
    date: row.date || row.created_at.toISOString(),
    publicFrom: row.is_active ? row.created_at : null,
    texts: { id: row.id, fields: { title: row.title, issued_by: row.issued_by } },
  }),
};
