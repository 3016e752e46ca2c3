import type { ProjectFields } from '@portfolio/contract';

/**
 * What an import (of a forge's repositories, or of a JSON Resume) writes of a new project: the
 * project form's texts and links. A file of its own, as the app's deps name it too.
 */
export type ImportedProject = Required<
  Pick<ProjectFields, 'title' | 'description' | 'website_link' | 'project_link' | 'date' | 'tags'>
>;
