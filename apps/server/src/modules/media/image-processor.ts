import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { ErrorCode } from '@portfolio/contract';
import { AppError } from '../../errors.js';
import type { ImageJob, ImageJobKind, ImageResult } from './image-worker.js';
import type { ImageVariantData } from './images.js';

/** The process stays this long after its last job, then exits and gives its memory back. */
const IDLE_MS = 30_000;
/** A job that takes longer is an attack or a bug: the process is killed and the upload refused. */
const JOB_TIMEOUT_MS = 30_000;

/** Run from the build, the worker is dist/image-worker.js; from the sources (tests, dev), the .ts. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER = path.join(import.meta.dirname, FROM_SOURCE ? 'image-worker.ts' : 'image-worker.js');

const refused = (message: string) => new AppError(400, ErrorCode.BAD_REQUEST, message);

interface Pending {
  resolve(variants: ImageVariantData[]): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
  /** The process the job was sent to: only its exit fails the job. */
  child: ChildProcess;
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
        this.#fail(id, pending, refused('The image could not be processed: its decoder stopped'));
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
      pending.resolve(result.variants.map((v) => ({ ...v, data: Buffer.from(v.data) })));
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

  /**
   * The stored widths of an uploaded image (or the favicons of an icon), or its refusal (415, 413,
   * 400) as an AppError.
   */
  process(data: Buffer, kind: ImageJobKind = 'image'): Promise<ImageVariantData[]> {
    clearTimeout(this.#idle);
    this.#child ??= this.#start();
    const child = this.#child;
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        const pending = this.#pending.get(id);
        if (pending) this.#fail(id, pending, refused('The image took too long to process'));
      }, JOB_TIMEOUT_MS);
      this.#pending.set(id, { resolve, reject, timer, child });
      const job: ImageJob = { id, kind, data };
      child.send(job);
    });
  }

  /** Stops the process (idle, or the server shutting down). */
  close(): void {
    clearTimeout(this.#idle);
    this.#child?.kill();
    this.#child = undefined;
  }
}
