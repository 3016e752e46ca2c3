import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useState } from 'react';
import { Document, Page, PasswordResponses, pdfjs } from 'react-pdf';
import { PasswordPrompt } from './PasswordPrompt';
import { VIEWER_TEXTS } from './viewer-texts';

// The worker is one of our own built assets: pdf.js never loads code from another origin.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

type PasswordRequest = { answer(password: string): void; retry: boolean };

/**
 * Page 1 of a PDF, drawn by react-pdf at the given scale, with react-pdf's texts while it loads or
 * when it fails. Loaded only by the Resume page, after hydration.
 */
export default function PdfViewer({ file, scale }: { file: string; scale: number }) {
  const [passwordRequest, setPasswordRequest] = useState<PasswordRequest | null>(null);
  return (
    <>
      {passwordRequest && (
        <PasswordPrompt
          retry={passwordRequest.retry}
          onSubmit={(password) => {
            setPasswordRequest(null);
            passwordRequest.answer(password);
          }}
        />
      )}
      <Document
        file={file}
        loading={passwordRequest ? '' : VIEWER_TEXTS.loadingPdf}
        error={VIEWER_TEXTS.pdfError}
        noData={VIEWER_TEXTS.noPdf}
        externalLinkTarget="_blank"
        externalLinkRel="noopener noreferrer"
        onPassword={(answer, reason) =>
          setPasswordRequest({ answer, retry: reason === PasswordResponses.INCORRECT_PASSWORD })
        }
      >
        <Page
          pageNumber={1}
          scale={scale}
          loading={VIEWER_TEXTS.loadingPage}
          error={VIEWER_TEXTS.pageError}
          noData={VIEWER_TEXTS.noPage}
        />
      </Document>
    </>
  );
}
