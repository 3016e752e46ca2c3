import type { Project } from '@portfolio/contract';
import { Card, cardImageClass } from '../../components/CardGrid';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { insightAttributes } from '../../lib/insights';
import styles from './FeaturedProjects.module.css';

/** Home below the introduction: the projects the owner features, as small cards. */
export function FeaturedProjects({ projects }: { projects: readonly Project[] }) {
  if (projects.length === 0) return null;
  return (
    <section className={`${styles.featured} h-feed`} aria-labelledby="featured-heading">
      <h2 id="featured-heading" className={`${styles.heading} p-name`}>
        Featured projects
      </h2>
      <ul className={styles.cards}>
        {projects.map((project) => (
          <Card
            key={project._id}
            entry
            image={
              <ResponsiveImage
                className={`${cardImageClass} u-photo`}
                src={project.project_image}
                variants={project.project_image_variants}
                sizes="(min-width: 60rem) 18rem, (min-width: 40rem) 45vw, 90vw"
                alt=""
              />
            }
          >
            <h3 className={`${styles.title} p-name`}>
              <a
                className="u-url"
                href={project.website_link}
                target="_blank"
                rel="noopener noreferrer"
                {...insightAttributes('website-link', project._id)}
              >
                {project.title}
              </a>
            </h3>
            <p className={`${styles.description} p-summary`}>{project.description}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
