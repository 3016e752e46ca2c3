import type { ReactNode } from 'react';
import { certificatesKind } from './certificates';
import { ImageEntityPage } from './ImageEntityPage';
import { projectsKind } from './projects';

/**
 * Projects (spec §2, Admin area); the app puts 'Import from …' beside its add button and moves
 * `listVersion` after an import.
 */
export function ProjectsAdminPage({
  moreActions,
  listVersion,
}: {
  moreActions?: ReactNode;
  listVersion?: number;
} = {}) {
  return (
    <ImageEntityPage kind={projectsKind} moreActions={moreActions} listVersion={listVersion} />
  );
}

/** Certificates (spec §2, Admin area): the same pattern as Projects. */
export function CertificatesAdminPage() {
  return <ImageEntityPage kind={certificatesKind} />;
}
