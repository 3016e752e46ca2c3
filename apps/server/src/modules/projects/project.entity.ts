import {
  CASE_STUDY_MAX,
  caseStudyPath,
  type Project,
  ProjectFields,
  publicPath,
  UPLOAD_FIELDS,
} from '@portfolio/contract';

/** A case study of CASE_STUDY_MAX characters of up to 4 bytes each, with room for CRLF. */
const CASE_STUDY_FIELD_BYTES = CASE_STUDY_MAX * 4 + 64 * 1024;

import type { ImageEntityKind } from '../image-entities/image-entity.service.js';
import { type ProjectRow, projectRepositoriesOf, projectRows } from './projects.repository.js';

/** Projects: their form, their table and a row's API shape, for the project calls and their page. */
export const projectKind: ImageEntityKind<ProjectRow, typeof ProjectFields, Project> = {
  subject: 'Project',
  form: {
    fields: ProjectFields,
    file: UPLOAD_FIELDS.project,
    fieldMaxBytes: CASE_STUDY_FIELD_BYTES,
  },
  repository: projectRows,
  toEntity: (row, image, owner) => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    website_link: row.website_link,
    project_link: row.project_link,
    project_link_label: row.project_link_label,
    website_link_label: row.website_link_label,
    project_image: image.url,
    project_image_variants: image.variants,
    image_focus: row.image_focus,
    isActive: row.is_active,
    featured: row.featured,
    date: row.date,
    tags: row.tags ? row.tags.split(',') : [],
    slug: row.slug,
    hasCaseStudy: row.case_study !== '',
    ...(owner ? { caseStudy: row.case_study } : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }),
  // A project linked to a repository shows its numbers, as the last refresh left them.
  detailsOf: async (db, rows) => {
    const repositories = await projectRepositoriesOf(
      db,
      rows.map((row) => row.id),
    );
    return (row) => {
      const repository = repositories.get(row.id);
      return repository ? { repository } : {};
    };
  },
  searchKind: 'project',
  // Found by its title, tags, description and case study; at its case study when it has one. The
  // public finds it while it is visible: active, with an image (`isVisibleProject`).
  searchDocument: (row, markdown) => ({
    kind: 'project',
    refId: row.id,
    title: row.title,
    tags: row.tags ? row.tags.split(',') : [],
    body: `${row.description} ${markdown.plainText(row.case_study)}`,
    url: row.case_study === '' ? publicPath('projects') : caseStudyPath(row.slug),
    date: row.date || row.created_at.toISOString(),
    publicFrom: row.is_active && row.image_id !== null ? row.created_at : null,
    texts: {
      id: row.id,
      fields: { title: row.title, description: row.description, case_study: row.case_study },
    },
  }),
};
