import englishResume from 'virtual:messages/en.resume';
import type { Resume } from '@portfolio/contract';
import { insightAttributes } from '../../lib/insights';
import { useTexts } from '../../lib/messages';
import { usePageScale } from './page-scale';
import styles from './ResumePage.module.css';
import { usePdfViewer } from './use-pdf-viewer';
import { VIEWER_TEXTS } from './viewer-texts';

/** A 'Download' link, and beside it which page is shown of how many, when the server counted them. */
function DownloadLink({ href, pageCount }: { href: string; pageCount: number | null }) {
  const t = useTexts(englishResume);
  return (
    <p className={styles.actions}>
      <a className={styles.download} href={href} download {...insightAttributes('resume-download')}>
        {t.download()}
      </a>
      {pageCount !== null && (
        <span className={styles.pages}>{t.firstPageOf({ count: pageCount })}</span>
      )}
    </p>
  );
}

/**
 * Resume (spec §2): for each resume a 'Download' link, page 1 of the PDF in a shadowed frame, and a
 * second 'Download' link; beside each link 'Page 1 of N', so a visitor knows there is more to
 * download. The frame holds the page's size for its scale before the PDF arrives.
 */
export function ResumePage({ resumes }: { resumes: readonly Resume[] }) {
  const scale = usePageScale();
  const viewer = usePdfViewer();
  const t = useTexts(englishResume);
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t.resumeHeading()}</h1>
      {resumes.map((resume) => (
        <section key={resume._id} className={styles.resume} aria-label={t.resumeHeading()}>
          <DownloadLink href={resume.resume_file} pageCount={resume.pageCount} />
          <div className={styles.frame} data-scale={scale}>
            {viewer.status === 'ready' ? (
              <viewer.Viewer file={resume.resume_file} scale={scale} />
            ) : (
              <p className={styles.loading}>
                {viewer.status === 'failed' ? VIEWER_TEXTS.pdfError : VIEWER_TEXTS.loadingPdf}
              </p>
            )}
          </div>
          <DownloadLink href={resume.resume_file} pageCount={resume.pageCount} />
        </section>
      ))}
    </div>
  );
}
