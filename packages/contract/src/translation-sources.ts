import type { Certificate, Project, Quote } from './content.js';
import type { Post } from './posts.js';
import type { IconEntry, Profile } from './profile.js';
import type { TimelineEntry } from './timeline.js';
import { PROFILE_ENTITY, type TranslatableFieldOf, type TranslatableKind } from './translatable.js';

/** A piece of content that has translatable fields: its id, its name, its default texts. */
export interface TranslationSource {
  id: string;
  name: string;
  fields: Record<string, string>;
}

/** A piece of content of kind `K`: a default text for every field the registry names for it. */
export type TranslationSourceOf<K extends TranslatableKind> = TranslationSource & {
  fields: Record<TranslatableFieldOf<K>, string>;
};

// Each translatable kind's pieces of content, from the content as the API answers it, with a
// default text for every field the registry (TRANSLATABLE) names: the server lists them to the
// owner's Translations screen, and the web's fake server of its tests the same way.

/** The profile: one piece, its texts (the lines as one text, a line each). */
export const profileSources = (profile: Profile): TranslationSourceOf<'profile'>[] => [
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

/** The skills' and tools' texts, once each, in the profile's order (an icon is a name). */
export const skillSources = (
  profile: Pick<Profile, 'skills' | 'tools'>,
): TranslationSourceOf<'skill'>[] =>
  [
    ...new Set(
      [...profile.skills, ...profile.tools].flatMap((entry: IconEntry) =>
        'text' in entry ? [entry.text] : [],
      ),
    ),
  ].map((text) => ({ id: text, name: text, fields: { label: text } }));

export const projectSource = (project: Project): TranslationSourceOf<'project'> => ({
  id: project._id,
  name: project.title,
  fields: {
    title: project.title,
    description: project.description,
    project_link_label: project.project_link_label,
    website_link_label: project.website_link_label,
    case_study: project.caseStudy ?? '',
  },
});

export const certificateSource = (
  certificate: Certificate,
): TranslationSourceOf<'certificate'> => ({
  id: certificate._id,
  name: certificate.title,
  fields: { title: certificate.title, issued_by: certificate.issued_by },
});

export const timelineSource = (entry: TimelineEntry): TranslationSourceOf<'timeline'> => ({
  id: entry._id,
  name: `${entry.role}, ${entry.organisation}`,
  fields: {
    role: entry.role,
    organisation: entry.organisation,
    place: entry.place,
    summary: entry.summary,
  },
});

/** A quote is named by its first 60 characters. */
export const quoteSource = (quote: Quote): TranslationSourceOf<'quote'> => ({
  id: quote._id,
  name: quote.quote.length > 60 ? `${quote.quote.slice(0, 59)}…` : quote.quote,
  fields: { quote: quote.quote },
});

export const postSource = (post: Post): TranslationSourceOf<'post'> => ({
  id: post._id,
  name: post.title,
  fields: { title: post.title, summary: post.summary, body: post.body },
});
