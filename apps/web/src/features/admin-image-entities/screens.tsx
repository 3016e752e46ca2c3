import type { ReactNode } from 'react';
import { certificatesKind } from './certificates';
import { ImageEntityPage } from './ImageEntityPage';
import { ProjectScreenshots } from './ProjectScreenshots';
import { projectsKind } from './projects';

/** A project's row opens its screenshots, shown on its case study. */
const screenshotsPanel = {
  label: 'Screenshots',
  render: (project: { _id: string; title: string }, onClose: () => void) => (
    <ProjectScreenshots project={project} onClose={onClose} />
  ),
};

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
    <ImageEntityPage
      kind={projectsKind}
      moreActions={moreActions}
      listVersion={listVersion}
      panel={screenshotsPanel}
    />
  );
}

/** Certificates (spec §2, Admin area): the same pattern as Projects. */
export function CertificatesAdminPage() {
  return <ImageEntityPage kind={certificatesKind} />;
}
