import { type Project, ProjectFields, UPLOAD_FIELDS } from '@portfolio/contract';
import { type ProjectRow, projectRows } from '../image-entities/image-entity.repository.js';
import type { ImageEntityKind } from '../image-entities/image-entity.service.js';

/** Projects: their form, their table and a row's API shape, for the project calls and their page. */
export const projectKind: ImageEntityKind<ProjectRow, typeof ProjectFields, Project> = {
  subject: 'Project',
  form: { fields: ProjectFields, file: UPLOAD_FIELDS.project },
  repository: projectRows,
  toEntity: (row, image) => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    website_link: row.website_link,
    project_link: row.project_link,
    project_image: image.url,
    project_image_variants: image.variants,
    isActive: row.is_active,
    featured: row.featured,
    date: row.date,
    tags: row.tags ? row.tags.split(',') : [],
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }),
};
