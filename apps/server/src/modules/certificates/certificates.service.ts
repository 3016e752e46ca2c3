import type { Certificate } from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { listVisibleImageEntities } from '../image-entities/image-entity.service.js';
import { certificateKind } from './certificate.entity.js';

/** The certificates the public sees (the Certificates page): the visible ones, in order. */
export function listVisibleCertificates(deps: AppDeps): Promise<Certificate[]> {
  return listVisibleImageEntities(deps, certificateKind);
}
