import { apiPaths, Project, ProjectFields, UPLOAD_FIELDS } from '@portfolio/contract';
import { imageEntityRoutes } from '../image-entities/image-entity.routes.js';
import { projectKind } from './project.entity.js';

/** Spec §7 project calls: getprojects, addproject, editProject, status, deleteProject. */
export const projectsRoutes = imageEntityRoutes({
  subject: 'project',
  paths: apiPaths.projects,
  uploadField: UPLOAD_FIELDS.project,
  fields: ProjectFields,
  entity: Project,
  ...projectKind,
});
