import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { ImageProcessor } from '../modules/media/image-processor.js';
import type { ImageJobKind } from '../modules/media/image-worker.js';
import type { ImageVariantData } from '../modules/media/images.js';
import type { PdfFacts } from '../modules/media/pdf-facts.js';

/**
 * The image process of the test apps, which keeps what it answered for each job: a job's answer
 * is a function of its kind and bytes alone (a photo's widths, a PDF's page count, a card or a
 * résumé drawn from its JSON), and the tests send the same few photos, PDFs and drawings again and
 * again (DSCN0010.jpg alone about 240 times a run, 89 ms each). The first job of each kind and
 * bytes of the test run runs in a real process; the next ones, in any test worker of either server
 * project, answer a copy of what it answered, as the process would have: the answers are kept in
 * a folder the run shares (image-worker-global-setup.ts), and in each worker's memory. A refusal is
 * not kept: each refused job runs again.
 *
 * Measured over the server suite on both engines (2026-11-29): the image processes took 68 s of
 * CPU for 722 jobs, and 36 s with the answers kept; the two projects ran in 166 s instead of 193 s.
 * Kept for the whole run instead of each worker's, back to back on an Intel Xeon: 25.5 s, then
 * 21.2 s.
 * The image process itself is tested on instances of its own (image-processor.test.ts,
 * decode-memory.test.ts, the busy stand-in), never on this one.
 */
export class KeptImageAnswers extends ImageProcessor {
  readonly #kept = new Map<string, Promise<unknown>>();
  readonly #folder: string;

  /**
   * `worker`: the image process's module, as the test run built it; `folder`: where the answers
   * are kept for every worker of the run (both from image-worker-global-setup.ts).
   */
  constructor(worker: string, folder: string) {
    // The process stays for the test worker's run, not 30 s after its last job: the tests ask for
    // jobs now and then, and each new process loads sharp, pdf.js and the fonts again (a process's
    // first résumé and first card took 1.6 and 1.2 s of CPU here, from the sources; 9 processes
    // in a run of the server suite on both engines, 6 with this).
    super({ worker, idleMs: 10 * 60_000 });
    this.#folder = folder;
  }

  /** The kept answer to a job of `kind` on `data`, asked of the process the first time. */
  #answer<T>(kind: ImageJobKind, data: Buffer, ask: () => Promise<T>): Promise<T> {
    const key = `${kind}-${createHash('sha256').update(data).digest('hex')}`;
    let kept = this.#kept.get(key) as Promise<T> | undefined;
    if (!kept) {
      kept = this.#keptInFolder(key, ask);
      this.#kept.set(key, kept);
      kept.catch(() => this.#kept.delete(key));
    }
    return kept;
  }

  /**
   * The answer another worker kept in the folder, or the process's, kept there for the others:
   * written under a name of its own, then renamed, so that no reader sees half of it.
   */
  async #keptInFolder<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const file = path.join(this.#folder, key);
    const saved = await fs.readFile(file).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw err;
    });
    if (saved) return v8.deserialize(saved) as T;
    const answer = await ask();
    const partial = `${file}.${randomUUID()}`;
    await fs.writeFile(partial, v8.serialize(answer));
    await fs.rename(partial, file);
    return answer;
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
