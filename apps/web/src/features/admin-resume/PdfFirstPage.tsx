import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { Document, Page, pdfjs } from 'react-pdf';

// The worker is bundled with the app and served from our own origin: nothing comes from a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfFirstPageProps {
  /** The PDF: its address, or a file chosen on this computer. */
  file: string | File;
  width: number;
}

/** Page 1 of a PDF, drawn by pdf.js (react-pdf's own loading and failure texts, as spec §2 lists). */
export default function PdfFirstPage({ file, width }: PdfFirstPageProps) {
  return (
    <Document file={file}>
      <Page pageNumber={1} width={width} renderTextLayer={false} renderAnnotationLayer={false} />
    </Document>
  );
}
