import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { ErrorCode } from '@portfolio/contract';
import { AppError } from '../../errors.js';
import type { ImageJob, ImageJobKind, ImageResult, JobAnswers } from './image-worker.js';
import type { ImageVariantData } from './images.js';
import type { PdfFacts } from './pdf-facts.js';

/** The process stays this long after its last job, then exits and gives its memory back. */
const IDLE_MS = 30_000;
/** A job that takes longer is an attack or a bug: the process is killed and the upload refused. */
const JOB_TIMEOUT_MS = 30_000;

/** Run from the build, the worker is dist/image-worker.js; from the sources (tests, dev), the .ts. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER = path.join(import.meta.dirname, FROM_SOURCE ? 'image-worker.ts' : 'image-worker.js');

const refused = (message: string) => new AppError(400, ErrorCode.BAD_REQUEST, message);

/** What a refusal calls the file of a job. */
const FILE_OF: Record<ImageJobKind, string> = {
  image: 'image',
  icon: 'image',
  card: 'image',
  pdf: 'PDF',
  resume: 'résumé',
};

interface Pending {
  /** The job's answer, as the process sent it (IPC carries no types). */
  resolve(value: unknown): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
  /** The process the job was sent to: only its exit fails the job. */
  child: ChildProcess;
  file: string;
}

/**
 * Image decoding in a separate process, started on the first upload and stopped when idle. The
 * server never loads sharp: its memory stays that of a server that serves pages.
 */
export class ImageProcessor {
  #child: ChildProcess | undefined;
  #pending = new Map<number, Pending>();
  #nextId = 0;
  #idle: NodeJS.Timeout | undefined;

  #start(): ChildProcess {
    const child = fork(WORKER, [], {
      execArgv: FROM_SOURCE ? ['--import', 'tsx'] : [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.on('message', (result: ImageResult) => this.#settle(result));
    child.once('exit', () => {
      if (this.#child === child) this.#child = undefined;
      for (const [id, pending] of this.#pending) {
        if (pending.child !== child) continue;
        this.#fail(
          id,
          pending,
          refused(`The ${pending.file} could not be processed: its decoder stopped`),
        );
      }
    });
    return child;
  }

  #settle(result: ImageResult): void {
    const pending = this.#pending.get(result.id);
    if (!pending) return;
    this.#pending.delete(result.id);
    clearTimeout(pending.timer);
    this.#scheduleIdle();
    if (result.ok) {
      pending.resolve(result.value);
    } else {
      const { status, code, message } = result.error;
      pending.reject(new AppError(status, code as ErrorCode, message));
    }
  }

  #fail(id: number, pending: Pending, err: Error): void {
    this.#pending.delete(id);
    clearTimeout(pending.timer);
    pending.reject(err);
  }

  #scheduleIdle(): void {
    clearTimeout(this.#idle);
    if (this.#pending.size > 0) return;
    this.#idle = setTimeout(() => this.close(), IDLE_MS);
    this.#idle.unref();
  }

  #run<Kind extends ImageJobKind>(kind: Kind, data: Buffer): Promise<JobAnswers[Kind]> {
    clearTimeout(this.#idle);
    this.#child ??= this.#start();
    const child = this.#child;
    const id = this.#nextId++;
    const file = FILE_OF[kind];
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        const pending = this.#pending.get(id);
        if (pending) this.#fail(id, pending, refused(`The ${file} took too long to process`));
      }, JOB_TIMEOUT_MS);
      // The process answers a job of this kind with what its kind answers (image-worker.ts).
      const answer = resolve as (value: unknown) => void;
      this.#pending.set(id, { resolve: answer, reject, timer, child, file });
      const job: ImageJob = { id, kind, data };
      child.send(job);
    });
  }

  /**
   * The stored widths of an uploaded image (or the favicons of an icon, or a social card), or its
   * refusal (415, 413, 400) as an AppError.
   */
  async process(
    data: Buffer,
    kind: Exclude<ImageJobKind, 'pdf' | 'resume'> = 'image',
  ): Promise<ImageVariantData[]> {
    const variants = await this.#run(kind, data);
    return variants.map((v) => ({ ...v, data: Buffer.from(v.data) }));
  }

  /** An uploaded PDF's page count, or its refusal (a password, unreadable) as a 400 AppError. */
  readPdf(data: Buffer): Promise<PdfFacts> {
    return this.#run('pdf', data);
  }

  /** The generated résumé's PDF, set from a JSON job (modules/resume-pdf/resume-draw.ts). */
  async drawResume(job: Buffer): Promise<{ pdf: Buffer; pages: number }> {
    const { data, pages } = await this.#run('resume', job);
    return { pdf: Buffer.from(data), pages };
  }

  /** Stops the process (idle, or the server shutting down). */
  close(): void {
    clearTimeout(this.#idle);
    this.#child?.kill();
    this.#child = undefined;
  }
}
