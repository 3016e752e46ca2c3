import type { Project } from '@portfolio/contract';
import { CardImage } from './CardGrid';

/**
 * A project's image on its card, on the projects page and among Home's featured projects: its
 * photo (a microformats u-photo) cropped to the card's shape around the owner's focus. `sizes`
 * where the card is narrower than the grid's; `priority` for the cards above the fold.
 */
export function ProjectCardImage({
  project,
  sizes,
  priority,
}: {
  project: Project;
  sizes?: string;
  priority?: boolean;
}) {
  return (
    <CardImage
      className="u-photo"
      src={project.project_image}
      variants={project.project_image_variants}
      focus={project.image_focus}
      sizes={sizes}
      priority={priority}
    />
  );
}
