import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';

// The worker is bundled with the app and served from our own origin: nothing comes from a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfFirstPageProps {
  /** The PDF: its address, or a file chosen on this computer. */
  file: string | File;
  width: number;
}

/** Said instead of a preview of a PDF that asks for a password, which the server refuses. */
const PROTECTED_PDF_TEXT =
  'This PDF is protected by a password, which visitors would be asked for: save it without one and choose the new file.';

/**
 * Page 1 of a PDF, drawn by pdf.js (react-pdf's own loading and failure texts, as spec §2 lists).
 * A PDF that asks for a password is not previewed: the owner is told why instead of waiting.
 */
export default function PdfFirstPage({ file, width }: PdfFirstPageProps) {
  const [locked, setLocked] = useState(false);
  if (locked) return <p role="alert">{PROTECTED_PDF_TEXT}</p>;
  return (
    <Document file={file} onPassword={() => setLocked(true)}>
      <Page pageNumber={1} width={width} renderTextLayer={false} renderAnnotationLayer={false} />
    </Document>
  );
}
