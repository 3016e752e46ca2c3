import { vi } from 'vitest';

/** One call the app made, as the fake server saw it. */
export interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The parsed JSON body, if any. */
  json?: unknown;
  /** The multipart body of an upload, if any. */
  form?: FormData;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

/** Answers a call; a promise keeps the call in flight until it settles. */
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

const ok = (body: unknown): FakeReply => ({ status: 200, body });
export const reply = {
  ok,
  error: (status: number, error: string, code = 'BAD_REQUEST'): FakeReply => ({
    status,
    body: { error, code },
  }),
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
 * Stubs fetch and XMLHttpRequest with one handler, and records every call. Calls the handler does
 * not know answer 404, so a test sees them fail.
 */
export function fakeApi(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  const handle = async (request: FakeRequest) => {
    requests.push(request);
    return handler(request);
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
