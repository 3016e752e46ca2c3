import type { ForgeClient, ForgeEndpoint } from './forge-client.js';
import { readRepo } from './forge-client.js';
import { ForgeError } from './forge-fetch.js';
import { restGet, restList, validatorsOf } from './forge-rest.js';

const NAMES = {
  fullName: 'full_name',
  url: 'html_url',
  homepage: 'website',
  stars: 'stars_count',
  pushedAt: 'updated_at',
  image: 'avatar_url',
  fork: (raw: Record<string, unknown>) => raw.fork === true,
};

/**
 * Forgejo's and Gitea's API v1 (Codeberg or self-hosted) with plain fetch. A renamed repository
 * is answered through a redirect, which forgeFetch follows on the same host.
 */
export function forgejoClient(endpoint: ForgeEndpoint): ForgeClient {
  const headers: Record<string, string> = {};
  if (endpoint.token) headers.authorization = `token ${endpoint.token}`;
  const options = {
    headers,
    allowPrivate: endpoint.allowPrivate,
    callTimeoutMs: endpoint.callTimeoutMs,
    now: endpoint.now,
  };
  return {
    async checkToken() {
      const answer = await restGet(`${endpoint.apiUrl}/user`, options);
      if (answer.status !== 200) throw new ForgeError('refused', 'The forge refused the token');
    },
    async listRepos(username) {
      const items = await restList(
        `${endpoint.apiUrl}/users/${encodeURIComponent(username)}/repos?limit=50`,
        options,
      );
      return items.flatMap((item) => {
        if ((item as { private?: unknown }).private === true) return [];
        return readRepo(item, NAMES) ?? [];
      });
    },
    async checkRepo(repo, validators) {
      const [owner = '', name = ''] = repo.fullName.split('/');
      const answer = await restGet(
        `${endpoint.apiUrl}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`,
        { ...options, validators },
      );
      const { exhaustedUntil } = answer;
      if (answer.status === 304) return { kind: 'unchanged', exhaustedUntil };
      if (answer.status === 404 || answer.status === 410) return { kind: 'gone', exhaustedUntil };
      const found = readRepo(answer.body, NAMES);
      if (!found)
        throw new ForgeError('malformed', 'The forge answered something else than a repository');
      return {
        kind: 'found',
        repo: found,
        validators: validatorsOf(answer.headers),
        exhaustedUntil,
      };
    },
  };
}
