import { type ErrorBody, ErrorCode, TOKEN_HEADER } from '@portfolio/contract';
import { API_BASE, ApiError, networkError, request, toApiError } from './public-api';

export { ApiError };

const TOKEN_KEY = 'access_token';

/** The access token kept in browser storage (spec §4), so a reload keeps the login. */
export const tokenStore = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    localStorage.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    try {
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      // nothing stored
    }
  },
};

let onExpired: (() => void) | undefined;

/** Called when the API refuses the stored token (it expired or was revoked elsewhere). */
export function setExpiredTokenHandler(handler: (() => void) | undefined): void {
  onExpired = handler;
}

let onReauth: (() => Promise<boolean>) | undefined;

/**
 * Called when the API wants the session confirmed before a change to how the account signs in
 * (403 REAUTH_REQUIRED): it asks the person in place and answers whether the session is now
 * confirmed. If so the call is sent again, and its caller only sees the answer; if not, the 403.
 */
export function setReauthHandler(handler: (() => Promise<boolean>) | undefined): void {
  onReauth = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  body?: FormData;
  /** Send the stored access token. */
  auth?: boolean;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * An admin call, through the one place HTTP calls are made (public-api.ts `request`): a refused
 * token ends the session (setExpiredTokenHandler), and a call the server wants confirmed first
 * waits while the person confirms (setReauthHandler), then goes again.
 */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const token = options.auth ? tokenStore.get() : null;
  if (!token) return sendWith(null, path, options);
  const call = sendWith(token, path, options);
  callsWithToken.add(call);
  try {
    return await call;
  } finally {
    callsWithToken.delete(call);
  }
}

/** The calls sent with the token that have not answered yet. */
const callsWithToken = new Set<Promise<Response>>();

/** How long a logout waits for the calls in flight before it ends the session anyway. */
const LOGOUT_WAIT_MS = 5000;

/**
 * Resolves once the calls sent with the token have answered (or after a few seconds): a logout
 * waits for them, so that none reaches the server after the session it carries has ended.
 */
export async function callsWithTokenAnswered(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled([...callsWithToken]),
    new Promise((resolve) => {
      timer = setTimeout(resolve, LOGOUT_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

async function sendWith(
  token: string | null,
  path: string,
  options: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers[TOKEN_HEADER] = token;
  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  try {
    return await request(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401 && token) onExpired?.();
    if (error.code === ErrorCode.REAUTH_REQUIRED && token && (await onReauth?.())) {
      return send(path, options);
    }
    throw error;
  }
}

/** A call answering JSON. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await (await send(path, options)).json()) as T;
}

/** A call answering a file (e.g. a CSV export), as a Blob to hand to the person. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await send(path, options)).blob();
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called as the body is sent: bytes sent so far and in all. */
  onProgress?(sent: number, total: number): void;
  signal?: AbortSignal;
}

/**
 * A multipart upload with the stored access token, reporting progress as the file is sent
 * (fetch cannot). It fails like api(): an ApiError with the server's message, and a refused token
 * ends the session.
 */
export function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', API_BASE + path);
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader(TOKEN_HEADER, token);
    const { onProgress, signal } = options;
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      });
    }
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.addEventListener('load', () => {
      settle();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      const error = toApiError(xhr.status, body as Partial<ErrorBody> | null);
      if (error.status === 401 && token) onExpired?.();
      reject(error);
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(networkError());
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    });
    if (signal?.aborted) {
      xhr.abort();
      return;
    }
    xhr.send(form);
  });
}

/** The message of a failure, logged as spec §8 asks, and ready to show to the person. */
export function reportError(err: unknown, fallback = 'Something went wrong'): string {
  const message = err instanceof Error && err.message ? err.message : fallback;
  console.error(message);
  return message;
}
