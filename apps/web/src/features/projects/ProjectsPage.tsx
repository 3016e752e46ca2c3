import englishLists from 'virtual:messages/en.lists';
import englishProjects from 'virtual:messages/en.projects';
import {
  caseStudyPath,
  DEFAULT_SITE_TEXTS,
  formatProjectDate,
  type InsightEvent,
  type Project,
  type PublicPageData,
  projectsPagePath,
  projectTagPath,
  publicPath,
  type SiteTexts,
} from '@portfolio/contract';
import { Card, CardGrid, cardTitleClass } from '../../components/CardGrid';
import { PageLinks } from '../../components/PageLinks';
import { ProjectCardImage } from '../../components/ProjectCardImage';
import { RepositoryFacts } from '../../components/RepositoryFacts';
import { TagFilter } from '../../components/TagFilter';
import { TagLinks } from '../../components/TagLinks';
import { insightAttributes } from '../../lib/insights';
import { useMessages, usePageHref, useTexts } from '../../lib/messages';
import { projectLinks } from '../../lib/project-links';
import styles from './ProjectsPage.module.css';

interface CardLinkProps {
  href: string;
  label: string;
  titleId: string;
  /** What a click counts (modules/insights on the server), and for which project. */
  event: InsightEvent;
  projectId: string;
  /** Its microformats2 property, if any. */
  className?: string;
}

type ProjectFilter = NonNullable<PublicPageData['projectFilter']>;

const PROJECTS_PATH = publicPath('projects');

/** A link of a card: opens in a new tab, described by the card's title for screen readers. */
function CardLink({ href, label, titleId, event, projectId, className }: CardLinkProps) {
  return (
    <a
      className={className ? `${styles.button} ${className}` : styles.button}
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

/** The texts of the page the owner may put in his own words. */
type ProjectsTexts = Pick<SiteTexts, 'projectsHeading' | 'projectLink' | 'websiteLink'>;

/**
 * A project's card: its image cropped to the grid's shape around the owner's focus; its title;
 * its date (a line kept in the row's other cards, so their texts line up); its description, tags
 * and links, the links at the foot.
 */
function ProjectCard({
  project,
  priority,
  texts,
}: {
  project: Project;
  priority: boolean;
  texts: ProjectsTexts;
}) {
  const titleId = `project-${project._id}`;
  const local = usePageHref();
  const projectDate = useMessages().parts?.projectDate ?? formatProjectDate;
  return (
    <Card entry image={<ProjectCardImage project={project} priority={priority} />}>
      <h2 id={titleId} className={`${cardTitleClass} p-name`}>
        {project.hasCaseStudy ? (
          <a className="u-url" href={local(caseStudyPath(project.slug))}>
            {project.title}
          </a>
        ) : (
          project.title
        )}
      </h2>
      <p className={styles.date}>
        {project.date && (
          <time className="dt-published" dateTime={project.date}>
            {projectDate(project.date)}
          </time>
        )}
      </p>
      <p className={`${styles.description} p-summary`}>{project.description}</p>
      <RepositoryFacts repository={project.repository} />
      <TagLinks
        tags={project.tags}
        href={(tag) => projectTagPath(PROJECTS_PATH, tag)}
        describedBy={titleId}
      />
      <p className={styles.links}>
        {projectLinks(project, texts).map((link) => (
          <CardLink
            key={link.event}
            href={link.href}
            label={link.label}
            titleId={titleId}
            event={link.event}
            projectId={project._id}
            {...(link.website ? { className: 'u-url' } : {})}
          />
        ))}
      </p>
    </Card>
  );
}

/**
 * The tag filter: plain links the server answers (`/projects?tag=rust`), so it works without
 * JavaScript; 'All' is the unfiltered page. The current one is marked for screen readers. In the
 * page's language, its links too.
 */
function ProjectTagFilter({ filter }: { filter: ProjectFilter }) {
  const { tags, tag: current, total: count } = filter;
  const t = useTexts(englishProjects);
  const local = usePageHref();
  if (tags.length === 0 && current === undefined) return null;
  return (
    <TagFilter
      label={t.filterProjects()}
      allHref={PROJECTS_PATH}
      tags={tags}
      current={current}
      href={(tag) => projectTagPath(PROJECTS_PATH, tag)}
      status={
        <>
          {`${t.projectsTagged({ count, tag: current ?? '' })} `}
          <a href={local(PROJECTS_PATH)}>{t.seeAllProjects()}</a>
        </>
      }
    />
  );
}

/**
 * Projects (spec §2): 'MY Projects' (or the owner's heading) and a card per visible project, its
 * links 'Project Link' and 'WebSite Link' (or his words); the first image loads first.
 * With the tag filter (when any project has a tag) and the pages (past PROJECTS_PER_PAGE
 * projects), the server's list is already filtered and cut to the page shown.
 */
export function ProjectsPage({
  projects,
  filter,
  texts = DEFAULT_SITE_TEXTS,
}: {
  projects: readonly Project[];
  filter?: ProjectFilter | undefined;
  texts?: ProjectsTexts;
}) {
  const t = useTexts({ ...englishLists, ...englishProjects });
  return (
    <CardGrid
      feed
      heading={texts.projectsHeading}
      before={filter && <ProjectTagFilter filter={filter} />}
      after={
        filter && (
          <PageLinks
            page={filter.page}
            pageCount={filter.pageCount}
            href={(to) => projectsPagePath(PROJECTS_PATH, filter.tag, to)}
            label={t.pagesOfProjects()}
            previous={t.previousPage()}
            next={t.nextPage()}
          />
        )
      }
    >
      {projects.map((project, index) => (
        <ProjectCard key={project._id} project={project} priority={index === 0} texts={texts} />
      ))}
    </CardGrid>
  );
}
