import { CASE_STUDY_MAX } from './case-studies.js';
import { LIMITS } from './owner-constants.js';
import { POST_LIMITS } from './post-rules.js';
import { CONTROL_CHARACTER_MESSAGE, isPlainText } from './text-characters.js';

// The owner's texts that have a value per language (issue 34): which fields of which content are
// translatable, declared once for the server (its store, calls and public pages) and the admin's
// Translations screen. No TypeBox here: the rules are plain values the server checks.

/**
 * How a field is written: one line, free text over several lines, Markdown rendered by the
 * site's renderer, or a list with one item per line.
 */
export type TranslatableFormat = 'line' | 'text' | 'markdown' | 'lines';

/** One translatable field: its name in the admin, its format, and the rules of its default. */
export interface TranslatableField {
  label: string;
  format: TranslatableFormat;
  /** The longest value (of each line, for `lines`). */
  maxLength: number;
  /** The shortest value a non-empty one may have (the default's own minimum). */
  minLength?: number;
  /** The most lines of a `lines` field. */
  maxItems?: number;
}

const line = (label: string, maxLength: number): TranslatableField => ({
  label,
  format: 'line',
  maxLength,
});

/**
 * Every translatable kind of content with its fields, as the default language's own rules have
 * them (the contract's schemas: Profile, ProjectFields, CertificateFields, QuoteBody,
 * TimelineEntryBody, PostBody). A skill's entity is its text (an icon's title is a name, not
 * translated); the profile is one entity, `profile`.
 */
export const TRANSLATABLE = {
  profile: {
    label: 'Profile',
    fields: {
      greeting: line('Greeting', 100),
      typewriterLines: { label: 'Typewriter lines', format: 'lines', maxLength: 100, maxItems: 6 },
      introduction: { label: 'Introduction', format: 'text', maxLength: 3_000 },
      role: line('Role (About)', 100),
      location: line('Location (About)', 100),
      hobbies: { label: 'Hobbies (About)', format: 'lines', maxLength: 100, maxItems: 10 },
      description: line('Description (search engines)', 300),
    },
  },
  skill: { label: 'Skills and tools', fields: { label: line('Label', 50) } },
  project: {
    label: 'Projects',
    fields: {
      title: line('Title', LIMITS.titleMax),
      description: { label: 'Description', format: 'text', maxLength: LIMITS.descriptionMax },
      project_link_label: line("Project link's text", 40),
      website_link_label: line("Website link's text", 40),
      case_study: { label: 'Case study', format: 'markdown', maxLength: CASE_STUDY_MAX },
    },
  },
  certificate: {
    label: 'Certificates',
    fields: {
      title: line('Title', LIMITS.titleMax),
      issued_by: line('Issued by', LIMITS.issuerMax),
    },
  },
  timeline: {
    label: 'Timeline',
    fields: {
      role: line('Role', LIMITS.titleMax),
      organisation: line('Organisation', LIMITS.titleMax),
      place: line('Place', LIMITS.titleMax),
      summary: { label: 'Summary', format: 'markdown', maxLength: LIMITS.timelineSummaryMax },
    },
  },
  quote: {
    label: 'Quotes',
    fields: {
      quote: {
        label: 'Quote',
        format: 'text',
        maxLength: LIMITS.quoteMax,
        minLength: LIMITS.quoteMin,
      },
    },
  },
  post: {
    label: 'Posts',
    fields: {
      title: line('Title', POST_LIMITS.titleMax),
      summary: { label: 'Summary', format: 'text', maxLength: POST_LIMITS.summaryMax },
      body: { label: 'Body', format: 'markdown', maxLength: POST_LIMITS.bodyMax },
    },
  },
} as const satisfies Record<string, { label: string; fields: Record<string, TranslatableField> }>;

export type TranslatableKind = keyof typeof TRANSLATABLE;
export type TranslatableFieldOf<K extends TranslatableKind> =
  keyof (typeof TRANSLATABLE)[K]['fields'] & string;

/** The kinds in the admin's order. */
export const TRANSLATABLE_KINDS = Object.keys(TRANSLATABLE) as TranslatableKind[];

/** The profile's one entity id. */
export const PROFILE_ENTITY = 'profile';

/** A kind by its name, or undefined for a name that is none. */
export function translatableKind(name: string): TranslatableKind | undefined {
  return Object.hasOwn(TRANSLATABLE, name) ? (name as TranslatableKind) : undefined;
}

/** A field of a kind by its name, or undefined for a name that is none. */
export function translatableField(
  kind: TranslatableKind,
  name: string,
): TranslatableField | undefined {
  const fields: Record<string, TranslatableField> = TRANSLATABLE[kind].fields;
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

/** A `lines` value's items: one per line, trimmed, blank lines left out. */
export const linesOf = (value: string): string[] =>
  value
    .split(/\r?\n/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * What is wrong with a translation of a field by its own rules (its Markdown is the server's to
 * check), or undefined when it is fine. '' is always fine: it removes the translation.
 */
export function translationProblem(field: TranslatableField, value: string): string | undefined {
  if (value === '') return undefined;
  if (!isPlainText(value)) return CONTROL_CHARACTER_MESSAGE;
  if (field.format === 'lines') {
    const items = linesOf(value);
    if (items.length === 0) return 'must have at least one line';
    if (field.maxItems !== undefined && items.length > field.maxItems) {
      return `must have at most ${field.maxItems} lines`;
    }
    const long = items.find((item) => item.length > field.maxLength);
    return long === undefined
      ? undefined
      : `each line must be at most ${field.maxLength} characters`;
  }
  if (field.format === 'line' && /[\r\n]/.test(value)) return 'must be one line';
  if (value.trim() === '') return 'must not be blank';
  if (value.length > field.maxLength) return `must be at most ${field.maxLength} characters`;
  if (field.minLength !== undefined && value.length < field.minLength) {
    return `must be at least ${field.minLength} characters`;
  }
  return undefined;
}
