import {
  changeMessages,
  ErrorCode,
  FORGE_DEFAULT_URLS,
  type ForgeAccount,
  type ForgeAccountBody,
  type ForgeImportBody,
  type ForgeImportResult,
  type ForgeRepository,
  NotificationAction,
  type Project,
} from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { openSecret, sealSecret } from '../../lib/secret-box.js';
import { commitContentChange, noted } from '../content/content-change.js';
import {
  addImportedProjects,
  ownerProject,
  updateImportedProjects,
} from '../projects/project-changes.service.js';
import { checkPublicHost, parseForgeUrl } from './forge-address.js';
import { type ForgeClient, linkFacts, type RepoInfo, withMainLanguage } from './forge-client.js';
import { ForgeError } from './forge-fetch.js';
import { projectFieldsOf } from './forge-import.js';
import { forgejoClient } from './forgejo-client.js';
import {
  deleteForgeAccount,
  type ForgeAccountRow,
  findForgeAccount,
  findLinkOfProject,
  findSameForgeAccount,
  insertForgeAccount,
  insertProjectRepository,
  linkedRepositoryNames,
  listForgeAccounts,
  pauseForgeAccount,
  updateProjectRepository,
} from './forges.repository.js';
import { githubClient } from './github-client.js';
import { gitlabClient } from './gitlab-client.js';

type ForgeDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

const toAccount = (row: ForgeAccountRow): ForgeAccount => ({
  _id: row.id,
  forge: row.forge as ForgeAccount['forge'],
  baseUrl: row.base_url,
  username: row.username,
  hasToken: row.token_sealed !== '',
  createdAt: row.created_at.toISOString(),
});

/** An account's API: GitHub's from GITHUB_API_URL unless it is an Enterprise server's own. */
function apiUrlOf(deps: ForgeDeps, forge: ForgeAccount['forge'], baseUrl: string): string {
  if (forge === 'github') {
    return baseUrl === FORGE_DEFAULT_URLS.github
      ? deps.config.forges.githubApiUrl
      : `${baseUrl}/api/v3`;
  }
  return `${baseUrl}${forge === 'gitlab' ? '/api/v4' : '/api/v1'}`;
}

/** A client of one account's forge, with its token opened (none when the key cannot open it). */
export function clientOf(
  deps: ForgeDeps,
  account: Pick<ForgeAccountRow, 'forge' | 'base_url' | 'token_sealed'>,
  log: FastifyBaseLogger,
): ForgeClient {
  const { tokenKey, allowPrivateUpstreams, callTimeoutMs } = deps.config.forges;
  let token: string | undefined;
  if (account.token_sealed && tokenKey) {
    try {
      token = openSecret(tokenKey, account.token_sealed);
    } catch {
      log.warn('forges: a stored token does not open with FORGE_TOKEN_KEY; calling without it');
    }
  }
  const forge = account.forge as ForgeAccount['forge'];
  const endpoint = {
    forge,
    apiUrl: apiUrlOf(deps, forge, account.base_url),
    token,
    allowPrivate: allowPrivateUpstreams,
    callTimeoutMs,
    now: deps.now,
  };
  if (forge === 'github') return githubClient(endpoint);
  return forge === 'gitlab' ? gitlabClient(endpoint) : forgejoClient(endpoint);
}

/** A forge's failure as the owner's answer: what went wrong, in words without any secret. */
function upstreamError(err: unknown, now: Date): AppError {
  if (!(err instanceof ForgeError)) throw err;
  if (err.reason === 'not-found') return notFound(err.message);
  if (err.reason === 'rate-limited') {
    const seconds = Math.max(1, Math.ceil(((err.until?.getTime() ?? 0) - now.getTime()) / 1000));
    return new AppError(
      503,
      ErrorCode.SERVICE_UNAVAILABLE,
      `${err.message}; try again later`,
      undefined,
      { 'retry-after': String(seconds) },
    );
  }
  return new AppError(502, ErrorCode.UPSTREAM_ERROR, err.message);
}

export async function listAccounts(deps: Pick<AppDeps, 'db'>): Promise<ForgeAccount[]> {
  return (await listForgeAccounts(deps.db)).map(toAccount);
}

/**
 * The owner adds an account: its forge's address checked (http(s), a public host unless
 * ALLOW_PRIVATE_UPSTREAMS), its token tried against the forge and sealed (never kept in clear,
 * never answered), then the row. Nothing is stored when a check fails.
 */
export async function addAccount(
  deps: ForgeDeps,
  body: ForgeAccountBody,
  log: FastifyBaseLogger,
): Promise<ForgeAccount> {
  const key = deps.config.forges.tokenKey;
  if (body.token !== undefined && !key) {
    throw badRequest('A token can be stored only when the server has FORGE_TOKEN_KEY set', [
      { field: 'token', message: 'cannot be stored: the server has no FORGE_TOKEN_KEY' },
    ]);
  }
  const baseUrl = parseForgeUrl(body.baseUrl ?? FORGE_DEFAULT_URLS[body.forge]);
  // The address the owner typed; every call checks its host again (forgeFetch).
  if (body.baseUrl !== undefined) {
    await checkPublicHost(baseUrl, deps.config.forges.allowPrivateUpstreams);
  }
  const account = { forge: body.forge, base_url: baseUrl, username: body.username };
  if (await findSameForgeAccount(deps.db, account)) {
    throw conflict(`This ${body.forge} account is added already`);
  }
  let tokenSealed = '';
  if (body.token !== undefined && key) {
    tokenSealed = sealSecret(key, body.token);
    try {
      await clientOf(deps, { ...account, token_sealed: tokenSealed }, log).checkToken();
    } catch (err) {
      if (err instanceof ForgeError && err.reason === 'refused') {
        throw badRequest('The forge refused the token', [
          { field: 'token', message: 'was refused by the forge' },
        ]);
      }
      throw upstreamError(err, deps.now());
    }
  }
  const now = deps.now();
  const row = await insertForgeAccount(deps.db, {
    id: newId(now.getTime()),
    ...account,
    token_sealed: tokenSealed,
    paused_until: null,
    created_at: now,
    updated_at: now,
  });
  return toAccount(row);
}

/** The account goes, its token with it; its projects stay, no longer refreshed. */
export async function removeAccount(deps: Pick<AppDeps, 'db'>, id: string): Promise<void> {
  if (!(await deleteForgeAccount(deps.db, id))) throw notFound('No such forge account');
}

async function accountOf(deps: ForgeDeps, id: string): Promise<ForgeAccountRow> {
  const account = await findForgeAccount(deps.db, id);
  if (!account) throw notFound('No such forge account');
  return account;
}

/** The account's public repositories, read from the forge (every page), for the owner to choose. */
async function readRepos(
  deps: ForgeDeps,
  account: ForgeAccountRow,
  log: FastifyBaseLogger,
): Promise<RepoInfo[]> {
  try {
    return await clientOf(deps, account, log).listRepos(account.username);
  } catch (err) {
    if (err instanceof ForgeError && err.reason === 'rate-limited' && err.until) {
      await pauseForgeAccount(deps.db, account.id, err.until);
    }
    log.warn({ forge: account.forge, reason: (err as ForgeError).reason }, 'forges: a list failed');
    throw upstreamError(err, deps.now());
  }
}

/**
 * The chosen repositories with their main languages: on a forge whose list names none (GitLab),
 * one call each, for these alone (never for the whole list the owner searches).
 */
async function withMainLanguages(
  deps: ForgeDeps,
  account: ForgeAccountRow,
  repos: RepoInfo[],
  log: FastifyBaseLogger,
): Promise<RepoInfo[]> {
  const client = clientOf(deps, account, log);
  const found: RepoInfo[] = [];
  try {
    for (const repo of repos) found.push(await withMainLanguage(client, repo));
  } catch (err) {
    if (err instanceof ForgeError && err.reason === 'rate-limited' && err.until) {
      await pauseForgeAccount(deps.db, account.id, err.until);
    }
    throw upstreamError(err, deps.now());
  }
  return found;
}

export async function listRepositories(
  deps: ForgeDeps,
  id: string,
  log: FastifyBaseLogger,
): Promise<ForgeRepository[]> {
  const account = await accountOf(deps, id);
  const [repos, linked] = await Promise.all([
    readRepos(deps, account, log),
    linkedRepositoryNames(deps.db, id),
  ]);
  return repos.map(({ forgeId: _, imageUrl: __, ...repo }) => ({
    ...repo,
    imported: linked.has(repo.fullName),
  }));
}

/**
 * The owner imports some of an account's repositories: the list read again from the forge (the
 * browser's copy is not trusted), every name checked, then one transaction: a project for each
 * (hidden, without an image yet), linked to its repository with its numbers, one notification.
 * Then, after the answer, each project's image is made in the background (forge-image.ts: the
 * repository's picture, or a card drawn in the site's theme).
 */
export async function importRepositories(
  deps: ServiceDeps,
  id: string,
  body: ForgeImportBody,
  log: FastifyBaseLogger,
): Promise<ForgeImportResult> {
  const account = await accountOf(deps, id);
  const [repos, linked] = await Promise.all([
    readRepos(deps, account, log),
    linkedRepositoryNames(deps.db, id),
  ]);
  const byName = new Map(repos.map((repo) => [repo.fullName, repo]));
  const problems = body.repositories.flatMap((name, index) => {
    if (!byName.has(name)) {
      return [
        {
          field: `repositories/${index}`,
          message: `is not a public repository of ${account.username}`,
        },
      ];
    }
    if (linked.has(name)) {
      return [{ field: `repositories/${index}`, message: 'is imported already' }];
    }
    return [];
  });
  if (problems.length > 0) throw badRequest('Some repositories cannot be imported', problems);
  const chosen = await withMainLanguages(
    deps,
    account,
    body.repositories.flatMap((name) => byName.get(name) ?? []),
    log,
  );
  const items = chosen.map((repo) => ({ repo, fields: projectFieldsOf(repo) }));
  const projectIds = await commitContentChange(deps, async (trx, now) => {
    let tick = now.getTime();
    const nextId = () => newId(tick++);
    const ids = await addImportedProjects(
      trx,
      deps,
      items.map((item) => item.fields),
      now,
      nextId,
    );
    for (const [index, repo] of chosen.entries()) {
      await insertProjectRepository(trx, {
        project_id: ids[index] ?? '',
        account_id: account.id,
        forge_id: repo.forgeId,
        full_name: repo.fullName,
        url: repo.url,
        stars: repo.stars,
        language: repo.language,
        pushed_at: repo.pushedAt,
        state: 'ok',
        etag: '',
        last_modified: '',
        checked_at: now,
        created_at: now,
      });
    }
    return noted(
      ids,
      NotificationAction.Create,
      changeMessages.forgeImported(chosen.length, `${account.forge} ${account.username}`),
    );
  });
  deps.forgeImages.give(
    items.map((item, index) => ({ ...item, projectId: projectIds[index] ?? '' })),
    log,
  );
  return { imported: chosen.length };
}

/**
 * The owner asks for a linked project's title and description again: the repository read afresh
 * (no validators: its texts, not only whether it changed), then one transaction: the project's
 * title and description (its date, tags, links, image and case study stay his), the numbers, one
 * notification. A refresh never does this by itself.
 */
export async function pullRepositoryTexts(
  deps: ServiceDeps,
  projectId: string,
  log: FastifyBaseLogger,
): Promise<Project> {
  const [project, link] = await Promise.all([
    ownerProject(deps, projectId),
    findLinkOfProject(deps.db, projectId),
  ]);
  if (!link) throw notFound('This project is not linked to a repository');
  const client = clientOf(deps, link, log);
  let check: Awaited<ReturnType<ForgeClient['checkRepo']>>;
  let repo: RepoInfo | undefined;
  try {
    check = await client.checkRepo(
      { forgeId: link.forge_id, fullName: link.full_name },
      { etag: '', lastModified: '' },
    );
    if (check.kind === 'found') repo = await withMainLanguage(client, check.repo, link);
  } catch (err) {
    throw upstreamError(err, deps.now());
  }
  if (check.kind !== 'found' || !repo) throw notFound('The forge no longer has this repository');
  const { validators } = check;
  const { title, description } = projectFieldsOf(repo);
  await commitContentChange(deps, async (trx, now) => {
    await updateImportedProjects(
      trx,
      deps,
      [
        {
          id: projectId,
          fields: { title, description, date: project.date, tags: project.tags.join(',') },
        },
      ],
      now,
    );
    await updateProjectRepository(trx, projectId, linkFacts(repo, validators, now));
    return noted(undefined, NotificationAction.Edit, changeMessages.forgePulled(title));
  });
  return ownerProject(deps, projectId);
}
