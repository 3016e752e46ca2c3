import { apiPaths, Project } from '@portfolio/contract';
import { imageEntityRoutes } from '../image-entities/image-entity.routes.js';
import { projectKind } from './project.entity.js';

/** Spec §7 project calls: getprojects, addproject, editProject, status, deleteProject. */
export const projectsRoutes = imageEntityRoutes(projectKind, {
  paths: apiPaths.projects,
  entity: Project,
});
