import { type ForgeClient, type ForgeEndpoint, readRepo, type Validators } from './forge-client.js';
import { exhaustedUntil, ForgeError, forgeFetch, rateLimitUntil } from './forge-fetch.js';

/** At most this many pages of a list are read (100 repositories each on GitLab, 50 on Forgejo). */
export const MAX_LIST_PAGES = 20;

export interface RestAnswer {
  status: number;
  headers: Headers;
  body: unknown;
  /** A successful answer that said no call is left: when the forge allows calls again. */
  exhaustedUntil?: Date | undefined;
}

/** The `rel="next"` URL of a `Link` header (RFC 8288), as GitHub, GitLab and Forgejo send it. */
export function nextLink(link: string | null): string | undefined {
  for (const part of link?.split(',') ?? []) {
    const match = /^\s*<([^>]+)>\s*;(.*)$/.exec(part);
    if (match?.[2] && /\brel="?next"?/.test(match[2])) return match[1];
  }
  return undefined;
}

/** The options of an endpoint's calls: `auth` makes the headers that send its token, if it has one. */
export function restOptions(
  endpoint: ForgeEndpoint,
  auth: (token: string) => Record<string, string>,
) {
  return {
    headers: endpoint.token ? auth(endpoint.token) : {},
    allowPrivate: endpoint.allowPrivate,
    callTimeoutMs: endpoint.callTimeoutMs,
    now: endpoint.now,
  };
}

/**
 * A GET to a forge's REST API (GitLab v4, Forgejo/Gitea v1) with its token header: the rate limit,
 * a refused token and a server error become `ForgeError`s; 304, 404 and 410 are answered as they
 * are; the body is parsed as JSON (malformed: an error). An answer that says no call is left
 * carries when the forge allows calls again (`exhaustedUntil`).
 */
export async function restGet(
  url: string,
  options: {
    headers: Record<string, string>;
    validators?: Validators;
    allowPrivate: boolean;
    callTimeoutMs: number;
    now: () => Date;
  },
): Promise<RestAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.validators?.etag) headers['if-none-match'] = options.validators.etag;
  if (options.validators?.lastModified) {
    headers['if-modified-since'] = options.validators.lastModified;
  }
  const response = await forgeFetch(options.allowPrivate, options.callTimeoutMs)(url, { headers });
  const host = new URL(url).host;
  const limited = rateLimitUntil(response.status, response.headers, options.now());
  if (limited && response.status >= 400) {
    await response.body?.cancel();
    throw new ForgeError('rate-limited', `${host} is rate limiting us`, limited);
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new ForgeError('refused', `${host} refused the token`);
  }
  const exhausted = exhaustedUntil(response.headers, options.now());
  if (response.status === 304 || response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    return {
      status: response.status,
      headers: response.headers,
      body: undefined,
      exhaustedUntil: exhausted,
    };
  }
  if (response.status >= 300) {
    await response.body?.cancel();
    throw new ForgeError('unavailable', `${host} answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new ForgeError('malformed', `${host} answered malformed JSON`);
  }
  return { status: response.status, headers: response.headers, body, exhaustedUntil: exhausted };
}

/** Every page of a list, following `Link: <…>; rel="next"` within the first page's origin. */
export async function restList(
  firstUrl: string,
  options: Parameters<typeof restGet>[1],
): Promise<unknown[]> {
  const items: unknown[] = [];
  let url: string | undefined = firstUrl;
  for (let page = 0; url && page < MAX_LIST_PAGES; page++) {
    const answer = await restGet(url, options);
    if (answer.status === 404) throw new ForgeError('not-found', 'The forge has no such account');
    if (!Array.isArray(answer.body)) {
      throw new ForgeError('malformed', `${new URL(url).host} answered something else than a list`);
    }
    items.push(...answer.body);
    const next = nextLink(answer.headers.get('link'));
    url = next && new URL(next, url).origin === new URL(firstUrl).origin ? next : undefined;
  }
  return items;
}

/** The validators of an answer, to send back on the next check. */
const validatorsOf = (headers: Headers): Validators => ({
  etag: headers.get('etag') ?? '',
  lastModified: headers.get('last-modified') ?? '',
});

/** Checks an endpoint's token with `GET /user`: any answer but a 200 is refused with `refusal`. */
export async function checkRestToken(
  apiUrl: string,
  options: Parameters<typeof restGet>[1],
  refusal: string,
): Promise<void> {
  const answer = await restGet(`${apiUrl}/user`, options);
  if (answer.status !== 200) throw new ForgeError('refused', refusal);
}

/**
 * A repository's answer read with the forge's names: unchanged (304), gone (404, 410) or found;
 * an answer that is no repository is refused as malformed, with `malformed`.
 */
export function repoCheckOf(
  answer: RestAnswer,
  names: Parameters<typeof readRepo>[1],
  malformed: string,
): Awaited<ReturnType<ForgeClient['checkRepo']>> {
  const { exhaustedUntil } = answer;
  if (answer.status === 304) return { kind: 'unchanged', exhaustedUntil };
  if (answer.status === 404 || answer.status === 410) return { kind: 'gone', exhaustedUntil };
  const found = readRepo(answer.body, names);
  if (!found) throw new ForgeError('malformed', malformed);
  return { kind: 'found', repo: found, validators: validatorsOf(answer.headers), exhaustedUntil };
}
