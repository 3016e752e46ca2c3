import { Octokit } from '@octokit/rest';
import type { ForgeClient, ForgeEndpoint, RepoInfo } from './forge-client.js';
import { readRepo } from './forge-client.js';
import { exhaustedUntil, ForgeError, forgeFetch, rateLimitUntil } from './forge-fetch.js';
import { MAX_LIST_PAGES } from './forge-rest.js';

const NAMES = {
  fullName: 'full_name',
  url: 'html_url',
  homepage: 'homepage',
  stars: 'stargazers_count',
  pushedAt: 'pushed_at',
  fork: (raw: Record<string, unknown>) => raw.fork === true,
};

/** Octokit's errors carry the request, its token header included: only their status goes on. */
interface OctokitFailure {
  status: number;
  response?: { headers: Record<string, string | undefined> };
}

const isOctokitFailure = (err: unknown): err is OctokitFailure =>
  typeof err === 'object' && err !== null && typeof (err as OctokitFailure).status === 'number';

/** Octokit's headers of an answer as `Headers`. */
function headersOf(record: Record<string, string | number | undefined> | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(record ?? {})) {
    if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

/** A failed Octokit call as a ForgeError, said without anything of the request. */
function forgeErrorOf(err: unknown, now: Date): ForgeError {
  if (err instanceof ForgeError) return err;
  if (!isOctokitFailure(err)) return new ForgeError('unavailable', 'GitHub did not answer');
  const until = rateLimitUntil(err.status, headersOf(err.response?.headers), now);
  if (until) return new ForgeError('rate-limited', 'GitHub is rate limiting us', until);
  if (err.status === 401 || err.status === 403) {
    return new ForgeError('refused', 'GitHub refused the token');
  }
  if (err.status === 404) return new ForgeError('not-found', 'GitHub has no such account');
  return new ForgeError('unavailable', `GitHub answered ${err.status}`);
}

/**
 * GitHub's REST API through Octokit (GitHub.com, or GitHub Enterprise's `/api/v3`): its pagination
 * follows the `Link` headers, a repository is checked with `If-None-Match` (a 304 does not count
 * against the rate limit), and its calls go through forgeFetch, which checks the host and follows
 * a renamed repository's redirect on the same host. Octokit's log is silenced: its errors would
 * print the request.
 */
export function githubClient(endpoint: ForgeEndpoint): ForgeClient {
  const quiet = () => undefined;
  const octokit = new Octokit({
    baseUrl: endpoint.apiUrl,
    ...(endpoint.token ? { auth: endpoint.token } : {}),
    userAgent: 'portfolio-forges',
    log: { debug: quiet, info: quiet, warn: quiet, error: quiet },
    request: { fetch: forgeFetch(endpoint.allowPrivate, endpoint.callTimeoutMs) },
  });
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      throw forgeErrorOf(err, endpoint.now());
    }
  };
  return {
    async checkToken() {
      await call(() => octokit.rest.users.getAuthenticated());
    },
    async listRepos(username) {
      let pages = 0;
      const items = await call(() =>
        octokit.paginate(
          octokit.rest.repos.listForUser,
          { username, type: 'owner', per_page: 100 },
          (response, done) => {
            if (++pages >= MAX_LIST_PAGES) done();
            if (!Array.isArray(response.data)) {
              throw new ForgeError('malformed', 'GitHub answered something else than a list');
            }
            return response.data as unknown[];
          },
        ),
      );
      return items.flatMap((item) => readRepo(item, NAMES) ?? []);
    },
    async checkRepo(repo, validators) {
      const [owner = '', name = ''] = repo.fullName.split('/');
      try {
        const answer = await octokit.rest.repos.get({
          owner,
          repo: name,
          headers: {
            ...(validators.etag ? { 'if-none-match': validators.etag } : {}),
            ...(validators.lastModified ? { 'if-modified-since': validators.lastModified } : {}),
          },
        });
        const found: RepoInfo | undefined = readRepo(answer.data, NAMES);
        if (!found)
          throw new ForgeError('malformed', 'GitHub answered something else than a repository');
        return {
          kind: 'found',
          repo: found,
          validators: {
            etag: answer.headers.etag ?? '',
            lastModified: answer.headers['last-modified'] ?? '',
          },
          exhaustedUntil: exhaustedUntil(headersOf(answer.headers), endpoint.now()),
        };
      } catch (err) {
        if (isOctokitFailure(err) && [304, 404, 410].includes(err.status)) {
          return {
            kind: err.status === 304 ? 'unchanged' : 'gone',
            exhaustedUntil: exhaustedUntil(headersOf(err.response?.headers), endpoint.now()),
          };
        }
        throw forgeErrorOf(err, endpoint.now());
      }
    },
  };
}
