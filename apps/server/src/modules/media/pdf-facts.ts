import { ErrorCode } from '@portfolio/contract';
import { AppError } from '../../errors.js';

/** What the server reads of an uploaded PDF. */
export interface PdfFacts {
  /** How many pages it has: at least one. */
  pages: number;
}

const refused = (message: string) => new AppError(400, ErrorCode.BAD_REQUEST, message);

export const PDF_NEEDS_PASSWORD =
  'The PDF is protected by a password, which visitors would be asked for: save it without one and upload it again';
export const PDF_UNREADABLE =
  'The PDF could not be read: it is damaged or not really a PDF. Export it again and upload the new file';

/**
 * Opens an uploaded PDF with pdf.js, as the visitors' viewer will, in the image process (its
 * timeout and its own memory bound the work): its page count, and its first page read. A PDF that
 * asks for a password, has no page or cannot be read is refused with a 400 that says so. Nothing
 * is drawn and no script or font of the file runs.
 */
export async function readPdfFacts(data: Buffer): Promise<PdfFacts> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    disableAutoFetch: true,
    disableStream: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    if (document.numPages < 1) throw refused(PDF_UNREADABLE);
    await document.getPage(1);
    return { pages: document.numPages };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refused(
      err instanceof Error && err.name === 'PasswordException'
        ? PDF_NEEDS_PASSWORD
        : PDF_UNREADABLE,
    );
  } finally {
    await task.destroy();
  }
}
