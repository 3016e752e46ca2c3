import {
  type CaseStudyPage as CaseStudyData,
  DEFAULT_SITE_TEXTS,
  formatProjectDate,
  publicPath,
  type SiteTexts,
} from '@portfolio/contract';
import { SERVER_HTML_IDS } from '../../app/server-html';
import '../../components/markdown-content.css';
import { RepositoryFacts } from '../../components/RepositoryFacts';
import { LeadImage } from '../../components/ResponsiveImage';
import { useMessages, usePageHref } from '../../lib/messages';
import { projectLinks } from '../../lib/project-links';
import styles from './CaseStudyPage.module.css';
import { ScreenshotGallery } from './ScreenshotGallery';

/**
 * A project's case study (/projects/<slug>): its title, image, date and links, then the case study
 * the server rendered from Markdown to safe HTML (no raw HTML, http(s) links, own images, code
 * highlighted and math drawn already: no Markdown, highlighting or math code reaches the browser),
 * after its table of contents when it is long; then its screenshots. An h-entry.
 */
export function CaseStudyPage({
  caseStudy,
  texts = DEFAULT_SITE_TEXTS,
}: {
  caseStudy: CaseStudyData;
  /** The site's texts: the projects heading and the links' words, the owner's or the spec's. */
  texts?: Pick<SiteTexts, 'projectsHeading' | 'projectLink' | 'websiteLink'>;
}) {
  const { project, html } = caseStudy;
  const local = usePageHref();
  const projectDate = useMessages().parts?.projectDate ?? formatProjectDate;
  return (
    <article className={`${styles.page} h-entry`}>
      <p className={styles.back}>
        <a href={local(publicPath('projects'))}>← {texts.projectsHeading}</a>
      </p>
      <h1 className={`${styles.title} p-name`}>{project.title}</h1>
      {project.date && (
        <p className={styles.date}>
          <time className="dt-published" dateTime={project.date}>
            {projectDate(project.date)}
          </time>
        </p>
      )}
      <RepositoryFacts repository={project.repository} />
      <LeadImage
        className={`${styles.image} u-photo`}
        src={project.project_image}
        variants={project.project_image_variants}
      />
      <p className={styles.links}>
        {projectLinks(project, texts).map((link) => (
          <a
            key={link.event}
            className={link.website ? 'u-url' : undefined}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {link.label}
          </a>
        ))}
      </p>
      <div
        id={SERVER_HTML_IDS.caseStudy}
        className="markdown-content e-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: drawn by the server's Markdown renderer (components/markdown-content.css)
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <ScreenshotGallery screenshots={caseStudy.screenshots ?? []} title={project.title} />
    </article>
  );
}
