import { lockFor } from '../../db/locks.js';
import type { AppDeps } from '../../deps.js';
import { certificateKind } from '../certificates/certificate.entity.js';
import { imageEntitySearchDocuments } from '../image-entities/image-entity.service.js';
import { postSearchDocuments } from '../posts/post-search.js';
import { profileSearchDocuments } from '../profile/profile.service.js';
import { projectKind } from '../projects/project.entity.js';
import { timelineSearchDocuments } from '../timeline/timeline.service.js';
import { searchRepository } from './search.repository.js';
import { indexDocument } from './search.service.js';

/**
 * The version of the index's rules: what a document holds and how its words are folded. A start
 * whose index was built by another version (or by none: a new site, a restored backup) builds it
 * again; raise it when a rule changes.
 */
const SEARCH_INDEX_VERSION = 2;

type IndexDeps = Pick<AppDeps, 'db' | 'engine' | 'config' | 'now'>;

/**
 * Builds the whole index from the content, in one transaction: every post, project, certificate,
 * timeline entry and skill, hidden ones too, in the default language and each other one it has
 * texts in. One instance at a time; another that waited finds the
 * index built and leaves it.
 */
export async function rebuildSearchIndex(deps: IndexDeps, force = true): Promise<void> {
  const repository = searchRepository(deps.engine);
  const documents = (
    await Promise.all([
      postSearchDocuments(deps),
      imageEntitySearchDocuments(deps, projectKind),
      imageEntitySearchDocuments(deps, certificateKind),
      timelineSearchDocuments(deps),
      profileSearchDocuments(deps),
    ])
  ).flat();
  await deps.db.transaction().execute(async (trx) => {
    await lockFor(trx, deps.engine, 'search-index');
    if (!force && (await repository.isBuilt(trx, SEARCH_INDEX_VERSION))) return;
    await repository.clear(trx);
    for (const document of documents) await indexDocument(trx, deps, document);
    await repository.markBuilt(trx, SEARCH_INDEX_VERSION, deps.now());
  });
}

/** At a start: the index built, unless this version of its rules built it already. */
export async function ensureSearchIndex(deps: IndexDeps): Promise<void> {
  if (await searchRepository(deps.engine).isBuilt(deps.db, SEARCH_INDEX_VERSION)) return;
  await rebuildSearchIndex(deps, false);
}
