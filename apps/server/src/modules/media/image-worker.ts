import { AppError } from '../../errors.js';
import { renderOgCard } from '../og-image/og-render.js';
import { processIcon, processImage } from './images.js';

/**
 * The image process: receives an upload's bytes from the server, answers its WebP widths or the
 * refusal. sharp and libvips live here only, so a decoder's crash or memory never reach the server.
 */
export interface ImageJob {
  id: number;
  /**
   * 'image': WebP widths for srcset; 'icon': the PNG favicons of a square icon; 'card': a social
   * image, drawn from a JSON job (modules/og-image).
   */
  kind: ImageJobKind;
  data: Uint8Array;
}

export type ImageJobKind = 'image' | 'icon' | 'card';

const PROCESS = { image: processImage, icon: processIcon, card: renderOgCard } as const;

export type ImageResult =
  | { id: number; ok: true; variants: { width: number; height: number; data: Uint8Array }[] }
  | { id: number; ok: false; error: { status: number; code: string; message: string } };

// The server is gone (even killed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));

process.on('message', (job: ImageJob) => {
  PROCESS[job.kind](Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength))
    .then(
      (variants): ImageResult => ({ id: job.id, ok: true, variants }),
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
