import type { ErrorBody } from '@portfolio/contract';

// The calls of the public pages (contributions, now playing, contact): no session, so the admin's
// token, expiry and confirmation handling (lib/api.ts) stays out of the pages' JavaScript.

/** An error answer of the API, carrying the server's own message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorBody['details'] = undefined,
    /** The login's second-step ticket, on a 401 SECOND_FACTOR_REQUIRED. */
    readonly ticket: string | undefined = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The API base: the page's own origin unless the app is hosted apart from its server. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** An error answer as the person sees it: the server's `error` field, or what the status means. */
export function toApiError(
  status: number,
  body: (Partial<ErrorBody> & { ticket?: unknown }) | null,
): ApiError {
  return new ApiError(
    status,
    body?.code ?? 'HTTP_ERROR',
    body?.error ?? `The server answered ${status}`,
    body?.details,
    typeof body?.ticket === 'string' ? body.ticket : undefined,
  );
}

export const networkError = () =>
  new ApiError(0, 'NETWORK_ERROR', 'The server cannot be reached. Check the connection.');

/**
 * One HTTP call: its answer when it succeeded, else an ApiError whose message is the server's
 * `error` field (or a network error), ready to show to the person. An abort stays an abort.
 */
export async function request(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(API_BASE + path, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw networkError();
  }
  if (!response.ok) {
    throw toApiError(response.status, await response.json().catch(() => null));
  }
  return response;
}

/** A public call answering JSON, with `json` as its body if given. */
export async function publicApi<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; json?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const { method = 'GET', json, signal } = options;
  const init: RequestInit =
    json === undefined
      ? { method, signal }
      : {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(json),
          signal,
        };
  return (await request(path, init)).json() as Promise<T>;
}
