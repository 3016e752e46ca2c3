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

/** The longest language name kept: GitLab's are a word or two ('Vim Script'). */
const LANGUAGE_MAX = 60;

/**
 * The main language of GitLab's `GET /projects/:id/languages` answer, `{"Ruby": 66.69,
 * "JavaScript": 22.98}`: the one with the largest share; '' for none or another shape.
 */
function mainLanguageOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return '';
  let main = '';
  let largest = 0;
  for (const [name, share] of Object.entries(body)) {
    if (typeof share !== 'number' || !(share > largest) || name.length > LANGUAGE_MAX) continue;
    main = name.trim();
    largest = share;
  }
  return main;
}

/**
 * GitLab's API v4 (gitlab.com or a self-hosted instance) with plain fetch: its projects are asked
 * by their numeric id, which a rename or a transfer keeps. Its project answers name no language:
 * `mainLanguage` asks `GET /projects/:id/languages`, a call of its own, when it is needed
 * (`withMainLanguage`).
 */
export function gitlabClient(endpoint: ForgeEndpoint): ForgeClient {
  const headers: Record<string, string> = {};
  if (endpoint.token) headers['private-token'] = endpoint.token;
  const options = {
    headers,
    allowPrivate: endpoint.allowPrivate,
    callTimeoutMs: endpoint.callTimeoutMs,
    now: endpoint.now,
  };
  const projectUrl = (repo: { forgeId: string; fullName: string }) =>
    `${endpoint.apiUrl}/projects/${encodeURIComponent(repo.forgeId || repo.fullName)}`;
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
      const answer = await restGet(projectUrl(repo), { ...options, validators });
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
    async mainLanguage(repo) {
      const answer = await restGet(`${projectUrl(repo)}/languages`, options);
      return answer.status === 200 ? mainLanguageOf(answer.body) : '';
    },
  };
}
