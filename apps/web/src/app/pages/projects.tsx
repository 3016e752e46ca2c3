import type { PublicPageData } from '@portfolio/contract';
import { ProjectsPage } from '../../features/projects/ProjectsPage';

export default function Projects({ data }: { data: PublicPageData }) {
  return (
    <ProjectsPage projects={data.projects ?? []} filter={data.projectFilter} texts={data.texts} />
  );
}
