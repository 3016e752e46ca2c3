import {
  type IconEntry,
  PROFILE_ENTITY,
  type Profile,
  type TranslatableFieldOf,
  type TranslatableKind,
} from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { certificateKind } from '../certificates/certificate.entity.js';
import { listImageEntities } from '../image-entities/image-entity.service.js';
import { listPosts } from '../posts/posts.service.js';
import { readProfile } from '../profile/profile.service.js';
import { projectKind } from '../projects/project.entity.js';
import { listQuotes } from '../quotes/quotes.service.js';
import { listTimeline } from '../timeline/timeline.service.js';

/** A piece of content that has translatable fields: its id, its name, its default texts. */
export interface TranslationSource {
  id: string;
  name: string;
  fields: Record<string, string>;
}

type SourceDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/** Each kind's sources, with a default text for every field the registry names. */
type Sources = {
  [K in TranslatableKind]: (
    deps: SourceDeps,
  ) => Promise<(TranslationSource & { fields: Record<TranslatableFieldOf<K>, string> })[]>;
};

/** The skills' and tools' texts, once each, in the profile's order (an icon is a name). */
function skillTexts(profile: Pick<Profile, 'skills' | 'tools'>): string[] {
  const texts = [...profile.skills, ...profile.tools].flatMap((entry: IconEntry) =>
    'text' in entry ? [entry.text] : [],
  );
  return [...new Set(texts)];
}

/**
 * Every piece of content of each translatable kind, hidden ones and drafts too (the owner
 * translates before he shows), with its default-language texts as the registry names them, read
 * through each feature's own service.
 */
const TRANSLATION_SOURCES: Sources = {
  async profile(deps) {
    const profile = await readProfile(deps);
    return [
      {
        id: PROFILE_ENTITY,
        name: 'Profile',
        fields: {
          greeting: profile.greeting,
          typewriterLines: profile.typewriterLines.join('\n'),
          introduction: profile.introduction,
          role: profile.about.role,
          location: profile.about.location,
          hobbies: profile.about.hobbies.join('\n'),
          description: profile.description,
        },
      },
    ];
  },
  async skill(deps) {
    return skillTexts(await readProfile(deps)).map((text) => ({
      id: text,
      name: text,
      fields: { label: text },
    }));
  },
  async project(deps) {
    return (await listImageEntities(deps, projectKind, true)).map((project) => ({
      id: project._id,
      name: project.title,
      fields: {
        title: project.title,
        description: project.description,
        project_link_label: project.project_link_label,
        website_link_label: project.website_link_label,
        case_study: project.caseStudy ?? '',
      },
    }));
  },
  async certificate(deps) {
    return (await listImageEntities(deps, certificateKind, true)).map((certificate) => ({
      id: certificate._id,
      name: certificate.title,
      fields: { title: certificate.title, issued_by: certificate.issued_by },
    }));
  },
  async timeline(deps) {
    return (await listTimeline(deps, true)).map((entry) => ({
      id: entry._id,
      name: `${entry.role}, ${entry.organisation}`,
      fields: {
        role: entry.role,
        organisation: entry.organisation,
        place: entry.place,
        summary: entry.summary,
      },
    }));
  },
  async quote(deps) {
    return (await listQuotes(deps, true)).map((quote) => ({
      id: quote._id,
      name: quote.quote.length > 60 ? `${quote.quote.slice(0, 59)}…` : quote.quote,
      fields: { quote: quote.quote },
    }));
  },
  async post(deps) {
    return (await listPosts(deps)).map((post) => ({
      id: post._id,
      name: post.title,
      fields: { title: post.title, summary: post.summary, body: post.body },
    }));
  },
};

/** The pieces of content of a kind, with their default texts. */
export const translationSources = (
  kind: TranslatableKind,
  deps: SourceDeps,
): Promise<TranslationSource[]> => TRANSLATION_SOURCES[kind](deps);
