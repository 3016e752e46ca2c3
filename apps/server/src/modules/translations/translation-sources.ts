import {
  certificateSource,
  postSource,
  profileSources,
  projectSource,
  quoteSource,
  skillSources,
  type TranslatableKind,
  type TranslationSource,
  type TranslationSourceOf,
  timelineSource,
} from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { certificateKind } from '../certificates/certificate.entity.js';
import { listImageEntities } from '../image-entities/image-entity.service.js';
import { listPosts } from '../posts/posts.service.js';
import { readProfile } from '../profile/profile.service.js';
import { projectKind } from '../projects/project.entity.js';
import { listQuotes } from '../quotes/quotes.service.js';
import { listTimeline } from '../timeline/timeline.service.js';

type SourceDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/** Each kind's sources, with a default text for every field the registry names. */
type Sources = {
  [K in TranslatableKind]: (deps: SourceDeps) => Promise<TranslationSourceOf<K>[]>;
};

/**
 * Every piece of content of each translatable kind, hidden ones and drafts too (the owner
 * translates before he shows), with its default-language texts as the registry names them, read
 * through each feature's own service.
 */
const TRANSLATION_SOURCES: Sources = {
  profile: async (deps) => profileSources(await readProfile(deps)),
  skill: async (deps) => skillSources(await readProfile(deps)),
  project: async (deps) => (await listImageEntities(deps, projectKind, true)).map(projectSource),
  certificate: async (deps) =>
    (await listImageEntities(deps, certificateKind, true)).map(certificateSource),
  timeline: async (deps) => (await listTimeline(deps, true)).map(timelineSource),
  quote: async (deps) => (await listQuotes(deps, true)).map(quoteSource),
  post: async (deps) => (await listPosts(deps)).map(postSource),
};

/** The pieces of content of a kind, with their default texts. */
export const translationSources = (
  kind: TranslatableKind,
  deps: SourceDeps,
): Promise<TranslationSource[]> => TRANSLATION_SOURCES[kind](deps);
