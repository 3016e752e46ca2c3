import type { FakeUpstream, UpstreamAnswer } from './fake-upstream.js';

/** A repository as the fake forge holds it; each forge's API answers it in its own shape. */
export interface FakeRepo {
  id: number;
  owner: string;
  name: string;
  description: string | null;
  homepage: string;
  language: string | null;
  topics: string[];
  stars: number;
  /** Bumped by a test to change the repository (and its ETag). */
  version: number;
  /** Its old names: asked by one, the forge redirects to the new one. */
  formerNames?: string[];
  /**
   * Its own picture, as the fake answers it at /pictures/<id> (GitLab's and Forgejo's
   * `avatar_url`; GitHub's REST answer names none).
   */
  picture?: UpstreamAnswer;
}

/** A repository of jane's: '<name>, a tool' in Rust, starred `id` times, unless `extra` says otherwise. */
export const fakeRepo = (id: number, name: string, extra: Partial<FakeRepo> = {}): FakeRepo => ({
  id,
  owner: 'jane',
  name,
  description: `${name}, a tool`,
  homepage: '',
  language: 'Rust',
  topics: [],
  stars: id,
  version: 1,
  ...extra,
});

export type Forge = 'github' | 'gitlab' | 'forgejo';

/** The repository in the documented shape of each forge's API. */
function shapeOf(forge: Forge, base: string, repo: FakeRepo): Record<string, unknown> {
  const fullName = `${repo.owner}/${repo.name}`;
  const common = {
    id: repo.id,
    name: repo.name,
    description: repo.description,
    topics: repo.topics,
    forks_count: 1,
    created_at: '2023-04-05T10:00:00Z',
    archived: false,
  };
  const picture = repo.picture ? `${base}/pictures/${repo.id}` : null;
  if (forge === 'gitlab') {
    return {
      ...common,
      avatar_url: picture,
      path_with_namespace: fullName,
      web_url: `${base}/${fullName}`,
      star_count: repo.stars,
      last_activity_at: `2026-11-0${repo.version}T12:00:00Z`,
    };
  }
  return {
    ...common,
    full_name: fullName,
    html_url: `${base}/${fullName}`,
    language: repo.language,
    fork: false,
    private: false,
    ...(forge === 'github'
      ? {
          homepage: repo.homepage,
          stargazers_count: repo.stars,
          pushed_at: `2026-11-0${repo.version}T12:00:00Z`,
        }
      : {
          avatar_url: picture ?? '',
          website: repo.homepage,
          stars_count: repo.stars,
          updated_at: `2026-11-0${repo.version}T12:00:00Z`,
        }),
  };
}

const etagOf = (repo: FakeRepo) => `"${repo.id}-${repo.version}-${repo.stars}"`;

/**
 * A forge on the fake upstream that answers as the documented APIs do: lists a page of `perPage`
 * at a time with `Link: <…>; rel="next"`, a repository with an ETag and a 304 when `If-None-Match`
 * matches it, a renamed repository with a 301 to its new name, an unknown one with a 404, a
 * repository's picture at /pictures/<id>, GitLab's languages of a project (`{"Rust": 66.69,
 * "Shell": 22.98}`: its own language the largest share, as GitLab names none in a project). Paths:
 * GitHub's at the root (its API URL is the fake's), GitLab's under /api/v4, Forgejo's under /api/v1.
 */
export function fakeForge(upstream: FakeUpstream, forge: Forge, repos: FakeRepo[], perPage = 2) {
  const prefix = forge === 'github' ? '' : forge === 'gitlab' ? '/api/v4' : '/api/v1';
  const base = upstream.url;
  return (request: { path: string; headers: Record<string, unknown> }): UpstreamAnswer => {
    const url = new URL(request.path, base);
    const picture = /^\/pictures\/(\d+)$/.exec(url.pathname);
    if (picture) {
      const found = repos.find((repo) => String(repo.id) === picture[1])?.picture;
      return found ?? { status: 404, body: { message: 'Not Found' } };
    }
    const path = url.pathname.slice(prefix.length);
    const list =
      /^\/users\/([^/]+)\/(?:repos|projects)$/.exec(path) ?? /^\/users\/([^/]+)\/repos$/.exec(path);
    if (list) {
      const owned = repos.filter((repo) => repo.owner === decodeURIComponent(list[1] ?? ''));
      if (owned.length === 0) return { status: 404, body: { message: 'Not Found' } };
      const page = Number(url.searchParams.get('page') ?? '1');
      const items = owned.slice((page - 1) * perPage, page * perPage);
      const next = new URL(url);
      next.searchParams.set('page', String(page + 1));
      return {
        status: 200,
        body: items.map((repo) => shapeOf(forge, base, repo)),
        headers: page * perPage < owned.length ? { link: `<${next.href}>; rel="next"` } : {},
      };
    }
    const languages = forge === 'gitlab' ? /^\/projects\/([^/]+)\/languages$/.exec(path) : null;
    if (languages) {
      const key = decodeURIComponent(languages[1] ?? '');
      const repo = repos.find((r) => String(r.id) === key || `${r.owner}/${r.name}` === key);
      if (!repo) return { status: 404, body: { message: '404 Project Not Found' } };
      return { status: 200, body: repo.language ? { [repo.language]: 66.69, Shell: 22.98 } : {} };
    }
    const one =
      forge === 'gitlab'
        ? /^\/projects\/([^/]+)$/.exec(path)
        : /^\/repos\/([^/]+\/[^/]+)$/.exec(path);
    if (one) {
      const key = decodeURIComponent(one[1] ?? '');
      const repo = repos.find((r) => String(r.id) === key || `${r.owner}/${r.name}` === key);
      if (!repo) {
        const renamed = repos.find((r) => r.formerNames?.includes(key));
        if (renamed) {
          return {
            status: 301,
            headers: { location: `${base}${prefix}/repos/${renamed.owner}/${renamed.name}` },
            body: { message: 'Moved Permanently' },
          };
        }
        return { status: 404, body: { message: 'Not Found' } };
      }
      const etag = etagOf(repo);
      if (request.headers['if-none-match'] === etag) return { status: 304, headers: { etag } };
      return { status: 200, body: shapeOf(forge, base, repo), headers: { etag } };
    }
    if (path === '/user') {
      const auth = String(request.headers.authorization ?? request.headers['private-token'] ?? '');
      return auth.endsWith('good-token')
        ? { status: 200, body: { login: 'jane' } }
        : { status: 401, body: { message: 'Bad credentials' } };
    }
    return { status: 404, body: { message: 'Not Found' } };
  };
}
