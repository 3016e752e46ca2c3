import type { ForgeClient, ForgeEndpoint, RepoInfo } from './forge-client.js';
import { readRepo } from './forge-client.js';
import { ForgeError } from './forge-fetch.js';
import { restGet, restList, validatorsOf } from './forge-rest.js';

const NAMES = {
  fullName: 'path_with_namespace',
  url: 'web_url',
  homepage: 'homepage',
  stars: 'star_count',
  pushedAt: 'last_activity_at',
  image: 'avatar_url',
  fork: (raw: Record<string, unknown>) => raw.forked_from_project != null,
};

/**
 * GitLab's API v4 (gitlab.com or a self-hosted instance) with plain fetch: its projects are asked
 * by their numeric id, which a rename or a transfer keeps. The list has no language: '' (one more
 * call per project would be needed).
 */
export function gitlabClient(endpoint: ForgeEndpoint): ForgeClient {
  const headers: Record<string, string> = {};
  if (endpoint.token) headers['private-token'] = endpoint.token;
  const options = {
    headers,
    allowPrivate: endpoint.allowPrivate,
    now: endpoint.now,
  };
  return {
    async checkToken() {
      const answer = await restGet(`${endpoint.apiUrl}/user`, options);
      if (answer.status !== 200) throw new ForgeError('refused', 'GitLab refused the token');
    },
    async listRepos(username) {
      const items = await restList(
        `${endpoint.apiUrl}/users/${encodeURIComponent(username)}/projects?visibility=public&per_page=100&order_by=last_activity_at`,
        options,
      );
      return items.flatMap((item) => readRepo(item, NAMES) ?? []);
    },
    async checkRepo(repo, validators) {
      const answer = await restGet(
        `${endpoint.apiUrl}/projects/${encodeURIComponent(repo.forgeId || repo.fullName)}`,
        { ...options, validators },
      );
      const { exhaustedUntil } = answer;
      if (answer.status === 304) return { kind: 'unchanged', exhaustedUntil };
      if (answer.status === 404 || answer.status === 410) return { kind: 'gone', exhaustedUntil };
      const found: RepoInfo | undefined = readRepo(answer.body, NAMES);
      if (!found)
        throw new ForgeError('malformed', 'GitLab answered something else than a project');
      return {
        kind: 'found',
        repo: found,
        validators: validatorsOf(answer.headers),
        exhaustedUntil,
      };
    },
  };
}
