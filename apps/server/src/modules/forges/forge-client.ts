import type { ForgeKind } from '@portfolio/contract';

/** A repository as every forge's client answers it. */
export interface RepoInfo {
  /** The forge's own id: GitLab's projects are asked by it, as a rename keeps it. */
  forgeId: string;
  fullName: string;
  name: string;
  description: string;
  url: string;
  homepage: string;
  language: string;
  topics: string[];
  stars: number;
  forks: number;
  pushedAt: string;
  createdAt: string;
  archived: boolean;
  fork: boolean;
  /** The repository's own picture (GitLab's and Forgejo's avatar), an http(s) URL, or ''. */
  imageUrl: string;
}

/** What a repository's stored validators let the forge answer. */
export interface Validators {
  etag: string;
  lastModified: string;
}

type RepoCheck =
  /** 304: nothing changed, and (on GitHub) nothing counted against the rate limit. */
  (
    | { kind: 'unchanged' }
    | { kind: 'found'; repo: RepoInfo; validators: Validators }
    /** 404 or 410: the forge has it no more (or no longer shows it). */
    | { kind: 'gone' }
  ) & {
    /**
     * The answer said no call is left (a rate-limit remaining count of 0): the forge allows calls
     * again at this time, and the account asks nothing before.
     */
    exhaustedUntil?: Date | undefined;
  };

/** One forge account's calls. Each throws a `ForgeError` (forge-fetch.ts) when the forge fails. */
export interface ForgeClient {
  /** Checks the token: a `ForgeError('refused')` when the forge refuses it. */
  checkToken(): Promise<void>;
  listRepos(username: string): Promise<RepoInfo[]>;
  checkRepo(
    repo: { forgeId: string; fullName: string },
    validators: Validators,
  ): Promise<RepoCheck>;
  /**
   * The repository's main language, by a call of its own: on a forge whose repository answers
   * name none (GitLab); '' when it has none.
   */
  mainLanguage?(repo: { forgeId: string; fullName: string }): Promise<string>;
}

/** Where a client calls: the forge's kind, its API's base URL, the token if the owner gave one. */
export interface ForgeEndpoint {
  forge: ForgeKind;
  apiUrl: string;
  token: string | undefined;
  allowPrivate: boolean;
  /** How long one call may take (FORGE_CALL_TIMEOUT_MS). */
  callTimeoutMs: number;
  now: () => Date;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

/** Reads a forge's JSON object with the names its API uses; undefined when it is not a repository. */
export function readRepo(
  value: unknown,
  names: {
    fullName: string;
    url: string;
    homepage: string;
    stars: string;
    pushedAt: string;
    /** Its picture's name, on a forge whose repository answer has one. */
    image?: string;
    fork: (raw: Record<string, unknown>) => boolean;
  },
): RepoInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const fullName = text(raw[names.fullName]);
  const url = text(raw[names.url]);
  if (!fullName || !/^https?:\/\//.test(url)) return undefined;
  const topics = Array.isArray(raw.topics) ? raw.topics.filter((t) => typeof t === 'string') : [];
  return {
    forgeId: String(typeof raw.id === 'number' || typeof raw.id === 'string' ? raw.id : ''),
    fullName,
    name: text(raw.name) || fullName,
    description: text(raw.description),
    url,
    homepage: text(raw[names.homepage]),
    language: text(raw.language),
    topics,
    stars: count(raw[names.stars]),
    forks: count(raw.forks_count),
    pushedAt: text(raw[names.pushedAt]),
    createdAt: text(raw.created_at),
    archived: raw.archived === true,
    fork: names.fork(raw),
    imageUrl:
      names.image && /^https?:\/\//.test(text(raw[names.image])) ? text(raw[names.image]) : '',
  };
}

/** What a repository's answer sets of its link: its numbers, where it is now and its validators. */
export const linkFacts = (repo: RepoInfo, validators: Validators, checkedAt: Date) => ({
  full_name: repo.fullName,
  url: repo.url,
  stars: repo.stars,
  language: repo.language,
  pushed_at: repo.pushedAt,
  state: 'ok' as const,
  etag: validators.etag,
  last_modified: validators.lastModified,
  checked_at: checkedAt,
});

/**
 * The repository with its main language. A forge that needs a call of its own for it (GitLab) is
 * asked only when the language may have changed: on import (nothing `known`), and when the
 * repository's last activity moved or no language is known yet; else the known one is kept.
 */
export async function withMainLanguage(
  client: ForgeClient,
  repo: RepoInfo,
  known?: { language: string; pushed_at: string },
): Promise<RepoInfo> {
  if (!client.mainLanguage || repo.language !== '') return repo;
  if (known && known.language !== '' && known.pushed_at === repo.pushedAt) {
    return { ...repo, language: known.language };
  }
  return { ...repo, language: await client.mainLanguage(repo) };
}
