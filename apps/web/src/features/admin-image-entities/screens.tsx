import { certificatesKind } from './certificates';
import { ImageEntityPage } from './ImageEntityPage';
import { projectsKind } from './projects';

/** Projects (spec §2, Admin area). */
export function ProjectsAdminPage() {
  return <ImageEntityPage kind={projectsKind} />;
}

/** Certificates (spec §2, Admin area): the same pattern as Projects. */
export function CertificatesAdminPage() {
  return <ImageEntityPage kind={certificatesKind} />;
}
