// Everything this app adds to Fastify's types, in one place. A .ts file, not .d.ts: the project
// skips type checks of declaration files (skipLibCheck), and these must be checked.
import type { ServiceDeps } from '../deps.js';
import type { SessionUser } from '../modules/auth/auth.repository.js';
import type { UploadForm } from '../modules/media/upload.js';
import type { AnswerStore } from '../public-answers/answer-store.js';
import type { ContentVersion } from '../public-answers/content-version.js';
import type { EarlyAnswers } from '../public-answers/early-answers.js';
import type { KeptAnswer } from '../public-answers/kept-answer.js';
import type { ClientErrorLog } from './client-error-log.js';
import type { SendStep } from './send-steps.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What every route and service reaches: built once at start, swapped out in tests (deps.ts). */
    deps: ServiceDeps;
    /** Adds work done on every answer just before it is sent (send-steps.ts). */
    addSendStep(step: SendStep): void;
    /** Runs every send step on an answer that no route's hooks see (send-steps.ts). */
    runSendSteps(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void>;
    /**
     * Stops taking requests (new ones get 503) and resolves when the ones in flight are done:
     * true, or false if `timeoutMs` passed first (draining.ts).
     */
    drain(timeoutMs: number): Promise<boolean>;
    /** True once the app drains or closes (draining.ts). */
    isDraining(): boolean;
    /** Logs a 4xx answer at info within a budget of lines a second (client-error-log.ts). */
    logClientError: ClientErrorLog;
    /**
     * Answers everyone gets alike (public lists, rendered pages), kept per content version: a
     * handler keeps its answer with `keptAnswer` (public-answers/kept-answer.ts); the kept lists'
     * heads are answered before routing (early-answers.ts).
     */
    publicAnswers: {
      version: ContentVersion;
      answers: AnswerStore;
      keptAnswer: KeptAnswer;
      early: EarlyAnswers;
    };
  }

  interface FastifyRequest {
    /** The session a guard resolved (modules/auth/guard.ts), or null. */
    session: SessionUser | null;
    /** The content version a kept answer was looked up at, when the route keeps answers. */
    answerVersion: number | undefined;
  }

  interface FastifyContextConfig {
    /** The anonymous answer of this route is the same for everyone: keep it. */
    keepPublicAnswer?: boolean;
    /** The multipart form an upload route reads, for the OpenAPI document (upload.ts). */
    multipart?: UploadForm;
    /**
     * How long this route's body may take to arrive (slow-clients.ts): `upload` for a route that
     * takes files, the upload timeout; without it, the request timeout.
     */
    bodyTimeout?: 'upload';
  }
}
