import englishHome from 'virtual:messages/en.home';
import type { Project } from '@portfolio/contract';
import { Card } from '../../components/CardGrid';
import { ProjectCardImage } from '../../components/ProjectCardImage';
import { insightAttributes } from '../../lib/insights';
import { useTexts } from '../../lib/messages';
import styles from './FeaturedProjects.module.css';

/**
 * Home below the introduction: the projects the owner features, as small cards, each title a
 * link to the project's website (its project link when it has none).
 */
export function FeaturedProjects({ projects }: { projects: readonly Project[] }) {
  const t = useTexts(englishHome);
  if (projects.length === 0) return null;
  return (
    <section className={`${styles.featured} h-feed`} aria-labelledby="featured-heading">
      <h2 id="featured-heading" className={`${styles.heading} p-name`}>
        {t.featuredProjects()}
      </h2>
      <ul className={styles.cards}>
        {projects.map((project) => {
          const website = project.website_link !== '';
          return (
            <Card
              key={project._id}
              entry
              image={
                <ProjectCardImage
                  project={project}
                  sizes="(min-width: 60rem) 18rem, (min-width: 40rem) 45vw, 90vw"
                />
              }
            >
              <h3 className={`${styles.title} p-name`}>
                <a
                  className="u-url"
                  href={website ? project.website_link : project.project_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  {...insightAttributes(website ? 'website-link' : 'project-link', project._id)}
                >
                  {project.title}
                </a>
              </h3>
              <p className={`${styles.description} p-summary`}>{project.description}</p>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
