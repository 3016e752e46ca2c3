import { formatProjectDate, type InsightEvent, type Project } from '@portfolio/contract';
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
        {project.title}
      </h2>
      {project.date && (
        <p className={styles.date}>
          <time dateTime={project.date}>{formatProjectDate(project.date)}</time>
        </p>
      )}
      <p className={styles.description}>{project.description}</p>
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

/** Projects (spec §2): 'MY Projects' and a card per visible project; the first image loads first. */
export function ProjectsPage({ projects }: { projects: readonly Project[] }) {
  return (
    <CardGrid heading="MY Projects">
      {projects.map((project, index) => (
        <ProjectCard key={project._id} project={project} priority={index === 0} />
      ))}
    </CardGrid>
  );
}
