import { apiPaths, Certificate, CertificateFields, UPLOAD_FIELDS } from '@portfolio/contract';
import { imageEntityRoutes } from '../image-entities/image-entity.routes.js';
import { certificateKind } from './certificate.entity.js';

/** Spec §7 certificate calls: fetchCertificate, addCertificate, editCertificate, status, delete. */
export const certificatesRoutes = imageEntityRoutes({
  subject: 'certificate',
  paths: apiPaths.certificates,
  uploadField: UPLOAD_FIELDS.certificate,
  fields: CertificateFields,
  entity: Certificate,
  ...certificateKind,
});
