import type { ForgeClient, ForgeEndpoint } from './forge-client.js';
import { readRepo } from './forge-client.js';
import { checkRestToken, repoCheckOf, restGet, restList, restOptions } from './forge-rest.js';

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
  const options = restOptions(endpoint, (token) => ({ authorization: `token ${token}` }));
  return {
    checkToken: () => checkRestToken(endpoint.apiUrl, options, 'The forge refused the token'),
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
      return repoCheckOf(answer, NAMES, 'The forge answered something else than a repository');
    },
  };
}
