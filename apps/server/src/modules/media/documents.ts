import { ErrorCode } from '@portfolio/contract';
import { AppError } from '../../errors.js';

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * A resume must be a PDF: its first bytes are `%PDF-`, whatever its name says. Whether it opens
 * without a password, and how many pages it has, the image process reads (`pdf-facts.ts`).
 */
export function assertPdf(file: Buffer): void {
  if (!file.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'The resume must be a PDF file');
  }
}
