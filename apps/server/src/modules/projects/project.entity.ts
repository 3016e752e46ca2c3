import type { Project } from '@portfolio/contract';
import type { ProjectsTable } from '../../db/schema.js';
import type { ImageEntityKind } from '../image-entities/image-entity.list.js';
import { imageEntityRepository } from '../image-entities/image-entity.repository.js';

/** The projects table and a row's API shape, for the project calls and the Projects page. */
export const projectKind: ImageEntityKind<ProjectsTable, Project> = {
  repository: imageEntityRepository('projects'),
  toEntity: (row, image) => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    website_link: row.website_link,
    project_link: row.project_link,
    project_image: image.url,
    project_image_variants: image.variants,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }),
};
