import type { ForgeClient, ForgeEndpoint } from './forge-client.js';
import { readRepo } from './forge-client.js';
import { checkRestToken, repoCheckOf, restGet, restList, restOptions } from './forge-rest.js';

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
  const options = restOptions(endpoint, (token) => ({ 'private-token': token }));
  const projectUrl = (repo: { forgeId: string; fullName: string }) =>
    `${endpoint.apiUrl}/projects/${encodeURIComponent(repo.forgeId || repo.fullName)}`;
  return {
    checkToken: () => checkRestToken(endpoint.apiUrl, options, 'GitLab refused the token'),
    async listRepos(username) {
      const items = await restList(
        `${endpoint.apiUrl}/users/${encodeURIComponent(username)}/projects?visibility=public&per_page=100&order_by=last_activity_at`,
        options,
      );
      return items.flatMap((item) => readRepo(item, NAMES) ?? []);
    },
    async checkRepo(repo, validators) {
      const answer = await restGet(projectUrl(repo), { ...options, validators });
      return repoCheckOf(answer, NAMES, 'GitLab answered something else than a project');
    },
    async mainLanguage(repo) {
      const answer = await restGet(`${projectUrl(repo)}/languages`, options);
      return answer.status === 200 ? mainLanguageOf(answer.body) : '';
    },
  };
}
