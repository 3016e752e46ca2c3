import { createHash } from 'node:crypto';
import { ImageProcessor } from '../modules/media/image-processor.js';
import type { ImageJobKind } from '../modules/media/image-worker.js';
import type { ImageVariantData } from '../modules/media/images.js';
import type { PdfFacts } from '../modules/media/pdf-facts.js';

/**
 * The image process of the test apps, which keeps what it answered for each job: a job's answer
 * is a function of its kind and bytes alone (a photo's widths, a PDF's page count, a card or a
 * résumé drawn from its JSON), and the tests send the same few photos, PDFs and drawings again and
 * again (DSCN0010.jpg alone about 240 times a run, 89 ms each). The first job of each kind and
 * bytes in a test worker runs in the real process; the next ones answer a copy of what it
 * answered, as the process would have. A refusal is not kept: each refused job runs again.
 *
 * Measured over the server suite on both engines (2026-11-29): the image processes took 68 s of
 * CPU for 722 jobs, and 36 s with the answers kept; the two projects ran in 166 s instead of 193 s.
 * The image process itself is tested on instances of its own (image-processor.test.ts,
 * decode-memory.test.ts, the busy stand-in), never on this one.
 */
export class KeptImageAnswers extends ImageProcessor {
  readonly #kept = new Map<string, Promise<unknown>>();

  /** `worker`: the image process's module, as the test run built it (image-worker-global-setup.ts). */
  constructor(worker: string) {
    // The process stays for the test worker's run, not 30 s after its last job: the tests ask for
    // jobs now and then, and each new process loads sharp, pdf.js and the fonts again (a process's
    // first résumé and first card took 1.6 and 1.2 s of CPU here, from the sources; 9 processes
    // in a run of the server suite on both engines, 6 with this).
    super({ worker, idleMs: 10 * 60_000 });
  }

  /** The kept answer to a job of `kind` on `data`, asked of the process the first time. */
  #answer<T>(kind: ImageJobKind, data: Buffer, ask: () => Promise<T>): Promise<T> {
    const key = `${kind} ${createHash('sha256').update(data).digest('hex')}`;
    let kept = this.#kept.get(key) as Promise<T> | undefined;
    if (!kept) {
      kept = ask();
      this.#kept.set(key, kept);
      kept.catch(() => this.#kept.delete(key));
    }
    return kept;
  }

  override async process(
    data: Buffer,
    kind: Exclude<ImageJobKind, 'pdf' | 'resume'> = 'image',
  ): Promise<ImageVariantData[]> {
    const variants = await this.#answer(kind, data, () => super.process(data, kind));
    return variants.map((variant) => ({ ...variant, data: Buffer.from(variant.data) }));
  }

  override async readPdf(data: Buffer): Promise<PdfFacts> {
    return { ...(await this.#answer('pdf', data, () => super.readPdf(data))) };
  }

  override async drawResume(job: Buffer): Promise<{ pdf: Buffer; pages: number }> {
    const { pdf, pages } = await this.#answer('resume', job, () => super.drawResume(job));
    return { pdf: Buffer.from(pdf), pages };
  }
}
