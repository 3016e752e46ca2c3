import { apiPaths, Certificate } from '@portfolio/contract';
import { imageEntityRoutes } from '../image-entities/image-entity.routes.js';
import { imageEntityChanges } from '../image-entities/image-entity.service.js';
import { certificateKind } from './certificate.entity.js';

/** Spec §7 certificate calls: fetchCertificate, addCertificate, editCertificate, status, delete. */
export const certificatesRoutes = imageEntityRoutes(
  certificateKind,
  { paths: apiPaths.certificates, entity: Certificate },
  imageEntityChanges(certificateKind),
);
