import {
  caseStudyPath,
  formatProjectDate,
  type InsightEvent,
  type Project,
  type PublicPageData,
  projectTagPath,
  publicPath,
} from '@portfolio/contract';
import {
  CARD_IMAGE_SIZES,
  Card,
  CardGrid,
  cardImageClass,
  cardTitleClass,
} from '../../components/CardGrid';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { insightAttributes } from '../../lib/insights';
import styles from './ProjectsPage.module.css';

interface CardLinkProps {
  href: string;
  label: string;
  titleId: string;
  /** What a click counts (modules/insights on the server), and for which project. */
  event: InsightEvent;
  projectId: string;
}

type ProjectFilter = NonNullable<PublicPageData['projectFilter']>;

const PROJECTS_PATH = publicPath('projects');

/** A link of a card: opens in a new tab, described by the card's title for screen readers. */
function CardLink({ href, label, titleId, event, projectId }: CardLinkProps) {
  return (
    <a
      className={styles.button}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={titleId}
      {...insightAttributes(event, projectId)}
    >
      {label}
    </a>
  );
}

/** A project's tags: each a plain link to the projects with that tag. */
function CardTags({ tags, titleId }: { tags: readonly string[]; titleId: string }) {
  if (tags.length === 0) return null;
  return (
    <p className={styles.tags}>
      {tags.map((tag) => (
        <a
          key={tag}
          className={styles.tag}
          href={projectTagPath(PROJECTS_PATH, tag)}
          aria-describedby={titleId}
        >
          {tag}
        </a>
      ))}
    </p>
  );
}

function ProjectCard({ project, priority }: { project: Project; priority: boolean }) {
  const titleId = `project-${project._id}`;
  return (
    <Card
      image={
        <ResponsiveImage
          className={cardImageClass}
          src={project.project_image}
          variants={project.project_image_variants}
          sizes={CARD_IMAGE_SIZES}
          alt=""
          priority={priority}
        />
      }
    >
      <h2 id={titleId} className={cardTitleClass}>
        {project.hasCaseStudy ? (
          <a href={caseStudyPath(project.slug)}>{project.title}</a>
        ) : (
          project.title
        )}
      </h2>
      {project.date && (
        <p className={styles.date}>
          <time dateTime={project.date}>{formatProjectDate(project.date)}</time>
        </p>
      )}
      <p className={styles.description}>{project.description}</p>
      <CardTags tags={project.tags} titleId={titleId} />
      <p className={styles.links}>
        <CardLink
          href={project.project_link}
          label="Project Link"
          titleId={titleId}
          event="project-link"
          projectId={project._id}
        />
        <CardLink
          href={project.website_link}
          label="WebSite Link"
          titleId={titleId}
          event="website-link"
          projectId={project._id}
        />
      </p>
    </Card>
  );
}

/**
 * The tag filter: plain links the server answers (`/projects?tag=rust`), so it works without
 * JavaScript; 'All' is the unfiltered page. The current one is marked for screen readers.
 */
function TagFilter({ filter, count }: { filter: ProjectFilter; count: number }) {
  const { tags, tag: current } = filter;
  if (tags.length === 0 && current === undefined) return null;
  const link = (href: string, label: string, selected: boolean) => (
    <a
      key={href}
      className={styles.filterLink}
      href={href}
      aria-current={selected ? 'page' : undefined}
    >
      {label}
    </a>
  );
  return (
    <nav className={styles.filter} aria-label="Filter projects by tag">
      <p className={styles.filterLinks}>
        {link(PROJECTS_PATH, 'All', current === undefined)}
        {tags.map((tag) => link(projectTagPath(PROJECTS_PATH, tag), tag, tag === current))}
      </p>
      {current !== undefined && (
        <p className={styles.filterStatus}>
          {count === 0
            ? `No project is tagged “${current}”. `
            : `${count} ${count === 1 ? 'project' : 'projects'} tagged “${current}”. `}
          <a href={PROJECTS_PATH}>See all projects</a>
        </p>
      )}
    </nav>
  );
}

/**
 * Projects (spec §2): 'MY Projects' and a card per visible project; the first image loads first.
 * With the tag filter (when any project has a tag), the server's list is already filtered.
 */
export function ProjectsPage({
  projects,
  filter,
}: {
  projects: readonly Project[];
  filter?: ProjectFilter | undefined;
}) {
  return (
    <CardGrid
      heading="MY Projects"
      before={filter && <TagFilter filter={filter} count={projects.length} />}
    >
      {projects.map((project, index) => (
        <ProjectCard key={project._id} project={project} priority={index === 0} />
      ))}
    </CardGrid>
  );
}
