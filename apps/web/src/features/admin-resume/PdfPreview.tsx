import { lazy, Suspense } from 'react';
import type { PdfFirstPageProps } from './PdfFirstPage';
import styles from './Resume.module.css';

// pdf.js is large: it loads only when a preview is shown.
const PdfFirstPage = lazy(() => import('./PdfFirstPage'));

/** The first page of a PDF, in a frame named for screen readers. */
export function PdfPreview({ label, ...props }: PdfFirstPageProps & { label: string }) {
  return (
    <figure className={styles.preview} aria-label={label}>
      <Suspense fallback={<p>Loading PDF…</p>}>
        <PdfFirstPage {...props} />
      </Suspense>
    </figure>
  );
}
