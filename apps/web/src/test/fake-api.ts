import { ErrorCode, type ErrorDetail, errorMessages } from '@portfolio/contract';
import { vi } from 'vitest';
import {
  type CheckedAnswer,
  type CheckedRequest,
  checkAnswer,
  checkRequest,
} from './contract-check';
import { reportViolation } from './contract-violations';

/** One call the app made, as the fake server saw it. */
export interface FakeRequest extends CheckedRequest {
  headers: Record<string, string>;
}

export type FakeReply = CheckedAnswer;

/** Answers a call; a promise keeps the call in flight until it settles. */
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

const error = (
  status: number,
  message: string,
  code: ErrorCode,
  details?: ErrorDetail[],
): FakeReply => ({
  status,
  body: details ? { error: message, code, details } : { error: message, code },
});

/** Answers as the server gives them: its error shape, codes and shared texts (from the contract). */
export const reply = {
  ok: (body: unknown): FakeReply => ({ status: 200, body }),
  error,
  unauthorized: () => error(401, errorMessages.unauthorized, ErrorCode.UNAUTHORIZED),
  forbidden: () => error(403, errorMessages.forbidden, ErrorCode.FORBIDDEN),
  invalidCredentials: () =>
    error(401, errorMessages.invalidCredentials, ErrorCode.INVALID_CREDENTIALS),
  /** No entity of this kind ('project', 'quote', …) has the id. */
  notFound: (subject: string) => error(404, errorMessages.notFound(subject), ErrorCode.NOT_FOUND),
  noRoute: (method: string, url: string) =>
    error(404, errorMessages.noRoute(method, url.split('?')[0] ?? url), ErrorCode.NOT_FOUND),
  /** An upload form without its file: the server names the field that should hold it. */
  missingFile: (field: string) =>
    error(400, errorMessages.missingFile(field), ErrorCode.VALIDATION_ERROR, [
      { field, message: 'is required' },
    ]),
  /** The schema refused the request: the server names each bad field in `details`. */
  invalid: (details: ErrorDetail[]) =>
    error(400, errorMessages.invalidRequest, ErrorCode.VALIDATION_ERROR, details),
  internal: () => error(500, errorMessages.internal, ErrorCode.INTERNAL_ERROR),
};

/** An XMLHttpRequest that hands uploads to the fake server and reports progress half-way. */
function fakeXhrClass(handle: (request: FakeRequest) => Promise<FakeReply>) {
  return class FakeXhr extends EventTarget {
    status = 0;
    responseText = '';
    readonly upload = new EventTarget();
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      this.aborted = true;
      this.dispatchEvent(new Event('abort'));
    }

    send(body: FormData) {
      const progress = (loaded: number) =>
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }),
        );
      queueMicrotask(async () => {
        progress(50);
        const answer = await handle({
          method: this.method,
          url: this.url,
          headers: this.headers,
          form: body,
        });
        if (this.aborted) return;
        progress(100);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.dispatchEvent(new Event('load'));
      });
    }
  };
}

/**
 * Stubs fetch and XMLHttpRequest with one handler, and records every call. Each request and answer
 * of a call of spec §7 is checked against the contract: a mismatch fails the test.
 */
export function fakeApi(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  let unanswered = 0;
  const handle = async (request: FakeRequest) => {
    requests.push(request);
    unanswered += 1;
    try {
      checkRequest(request);
      const answer = await handler(request);
      checkAnswer(request, answer);
      return answer;
    } catch (err) {
      return reportViolation(err);
    } finally {
      unanswered -= 1;
    }
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const answer = await handle({
        method: init.method ?? 'GET',
        url,
        headers: (init.headers ?? {}) as Record<string, string>,
        json: body,
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(handle));
  return {
    requests,
    /** How many calls are still waiting for their answer. */
    unanswered: () => unanswered,
    /** The calls made to a path with a method. */
    calls: (method: string, url: string) =>
      requests.filter((request) => request.method === method && request.url === url),
  };
}

/** jsdom has no object URLs: previews of chosen files get a stand-in address. */
export function stubObjectUrls() {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
}
