import { AppError } from '../../errors.js';
import { renderOgCard } from '../og-image/og-render.js';
import { drawResume, type SetResume } from '../resume-pdf/resume-draw.js';
import { type ImageVariantData, processIcon, processImage } from './images.js';
import { type PdfFacts, readPdfFacts } from './pdf-facts.js';

/**
 * The image process: receives an upload's bytes from the server, answers its WebP widths (or what
 * a PDF holds) or the refusal. sharp, libvips and pdf.js live here only, so a decoder's crash or
 * memory never reach the server.
 */
export interface ImageJob {
  id: number;
  /**
   * 'image': WebP widths for srcset; 'icon': the PNG favicons of a square icon; 'card': a social
   * image, drawn from a JSON job (modules/og-image); 'pdf': an uploaded resume's page count;
   * 'resume': the generated résumé's PDF, set from a JSON job (modules/resume-pdf).
   */
  kind: ImageJobKind;
  data: Uint8Array;
}

/** What each kind of job answers. */
export interface JobAnswers {
  image: ImageVariantData[];
  icon: ImageVariantData[];
  card: ImageVariantData[];
  pdf: PdfFacts;
  resume: SetResume;
}

export type ImageJobKind = keyof JobAnswers;

const PROCESS: { [Kind in ImageJobKind]: (data: Buffer) => Promise<JobAnswers[Kind]> } = {
  image: processImage,
  icon: processIcon,
  card: renderOgCard,
  pdf: readPdfFacts,
  resume: drawResume,
};

export type ImageResult =
  | { id: number; ok: true; value: JobAnswers[ImageJobKind] }
  | { id: number; ok: false; error: { status: number; code: string; message: string } };

// The server is gone (even killed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));

process.on('message', (job: ImageJob) => {
  PROCESS[job.kind](Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength))
    .then(
      (value): ImageResult => ({ id: job.id, ok: true, value }),
      (err: unknown): ImageResult => {
        const error =
          err instanceof AppError
            ? { status: err.statusCode, code: err.code, message: err.message }
            : { status: 400, code: 'BAD_REQUEST', message: 'The image could not be processed' };
        return { id: job.id, ok: false, error };
      },
    )
    .then((result) => process.send?.(result));
});
