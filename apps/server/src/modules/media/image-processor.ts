import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { ErrorCode } from '@portfolio/contract';
import { AppError } from '../../errors.js';
import type { ImageJob, ImageJobKind, ImageResult, JobAnswers } from './image-worker.js';
import type { ImageVariantData } from './images.js';
import type { PdfFacts } from './pdf-facts.js';

/** The process stays this long after its last job, then exits and gives its memory back. */
const IDLE_MS = 30_000;
/**
 * A job that takes longer is an attack or a bug: the process is killed and the upload refused.
 * Counted from when the process gets the job, not from when it was asked for.
 */
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

/** A job asked for, waiting for its turn or in the process. */
interface Job {
  kind: ImageJobKind;
  data: Buffer;
  /** The job's answer, as the process sent it (IPC carries no types). */
  resolve(value: unknown): void;
  reject(err: Error): void;
}

/** The job the process has: its id, its process (only that one's exit fails it) and its timer. */
interface Running {
  id: number;
  job: Job;
  child: ChildProcess;
  timer: NodeJS.Timeout;
}

export interface ImageProcessorOptions {
  /** The process's module (a test's stand-in); the image worker by default. */
  worker?: string;
  jobTimeoutMs?: number;
  /** How long the process stays after its last job (IDLE_MS by default). */
  idleMs?: number;
}

/**
 * Image decoding in a separate process, started on the first upload and stopped when idle. The
 * server never loads sharp: its memory stays that of a server that serves pages.
 *
 * The process has one job at a time; the others wait their turn here. A job's time limit is its
 * own: counted from the start of the whole queue, a burst of jobs (uploads, the social images of
 * a new theme) made the last ones time out and killed the process with all of them. One job at a
 * time also bounds the process's memory to one decoded image: drawing a card or a résumé holds its
 * event loop anyway.
 */
export class ImageProcessor {
  #child: ChildProcess | undefined;
  #queue: Job[] = [];
  #running: Running | undefined;
  #nextId = 0;
  #idle: NodeJS.Timeout | undefined;
  readonly #worker: string;
  readonly #jobTimeoutMs: number;
  readonly #idleMs: number;

  constructor({
    worker = WORKER,
    jobTimeoutMs = JOB_TIMEOUT_MS,
    idleMs = IDLE_MS,
  }: ImageProcessorOptions = {}) {
    this.#worker = worker;
    this.#jobTimeoutMs = jobTimeoutMs;
    this.#idleMs = idleMs;
  }

  #start(): ChildProcess {
    const child = fork(this.#worker, [], {
      execArgv: this.#worker.endsWith('.ts') ? ['--import', 'tsx'] : [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.on('message', (result: ImageResult) => this.#settle(result));
    child.once('exit', () => {
      if (this.#child === child) this.#child = undefined;
      const running = this.#running;
      if (running?.child === child) {
        this.#finish(running, () => running.job.reject(this.#stopped(running.job)));
      }
    });
    return child;
  }

  #stopped(job: Job): AppError {
    return refused(`The ${FILE_OF[job.kind]} could not be processed: its decoder stopped`);
  }

  /** Ends the running job with its answer, then gives the process the next one. */
  #finish(running: Running, answer: () => void): void {
    clearTimeout(running.timer);
    this.#running = undefined;
    answer();
    this.#next();
  }

  #settle(result: ImageResult): void {
    const running = this.#running;
    if (running?.id !== result.id) return;
    this.#finish(running, () => {
      if (result.ok) {
        running.job.resolve(result.value);
      } else {
        const { status, code, message } = result.error;
        running.job.reject(new AppError(status, code as ErrorCode, message));
      }
    });
  }

  /** Sends the next job to the process (started when needed), or, with none, waits to stop it. */
  #next(): void {
    if (this.#running) return;
    const job = this.#queue.shift();
    if (!job) {
      clearTimeout(this.#idle);
      this.#idle = setTimeout(() => this.close(), this.#idleMs);
      this.#idle.unref();
      return;
    }
    clearTimeout(this.#idle);
    this.#child ??= this.#start();
    const child = this.#child;
    const id = this.#nextId++;
    const timer = setTimeout(() => {
      const running = this.#running;
      if (running?.id !== id) return;
      child.kill('SIGKILL');
      // The next job goes to a new process, not to this one while it dies.
      if (this.#child === child) this.#child = undefined;
      this.#finish(running, () =>
        job.reject(refused(`The ${FILE_OF[job.kind]} took too long to process`)),
      );
    }, this.#jobTimeoutMs);
    this.#running = { id, job, child, timer };
    const message: ImageJob = { id, kind: job.kind, data: job.data };
    child.send(message);
  }

  #run<Kind extends ImageJobKind>(kind: Kind, data: Buffer): Promise<JobAnswers[Kind]> {
    return new Promise((resolve, reject) => {
      // The process answers a job of this kind with what its kind answers (image-worker.ts).
      this.#queue.push({ kind, data, resolve: resolve as (value: unknown) => void, reject });
      this.#next();
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

  /**
   * Stops the process (idle, or the server shutting down): the jobs asked before fail, the one it
   * had and those waiting for it alike, and a job asked after starts a new one.
   */
  close(): void {
    clearTimeout(this.#idle);
    for (const job of this.#queue.splice(0)) job.reject(this.#stopped(job));
    this.#child?.kill();
    this.#child = undefined;
  }
}
