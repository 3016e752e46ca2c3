import { type Static, type TOptional, type TSchema, Type } from '@sinclair/typebox';
import { SITE_TEXT_FIELDS } from './site-text-fields.js';
import { DEFAULT_SITE_TEXTS, SITE_TEXT_KEYS, type SiteTextOverrides } from './site-texts.js';
import { PlainText } from './text.js';

/** The owner's words for the public pages' fixed texts: a text he has not changed is absent. */
export const SiteTextOverridesSchema = Type.Unsafe<SiteTextOverrides>(
  Type.Object(
    Object.fromEntries(
      SITE_TEXT_KEYS.map((key) => [
        key,
        Type.Optional(
          PlainText({
            minLength: 1,
            maxLength: SITE_TEXT_FIELDS[key].maxLength,
            description: `${SITE_TEXT_FIELDS[key].label}; absent: '${DEFAULT_SITE_TEXTS[key]}'`,
          }),
        ),
      ]),
    ),
    {
      additionalProperties: false,
      description: "The owner's texts in place of the spec's; a text absent shows the spec's",
    },
  ),
);

/** The call-to-action buttons Home may show under the introduction. */
export const HomeButtons = Type.Object(
  {
    resume: Type.Boolean({ description: "'Download résumé', when there is a resume" }),
    contact: Type.Boolean({ description: "'Contact', when the contact form is on" }),
  },
  { additionalProperties: false },
);
export type HomeButtons = Static<typeof HomeButtons>;

/** The settings the first release had: a body sends all of them. */
const FIRST_SETTINGS = {
  insightsEnabled: Type.Boolean({
    description: 'Count visits (no cookie, nothing stored of the visitor)',
  }),
  insightsRetentionDays: Type.Integer({
    minimum: 7,
    maximum: 3_650,
    description: 'How many days daily counts are kept',
  }),
  contactEnabled: Type.Boolean({
    description: 'The contact form is on: its page (/contact), its footer link and its calls',
  }),
};

/** Settings added later: a body without one keeps it as stored (an older client sends none). */
const LATER_SETTINGS = {
  texts: SiteTextOverridesSchema,
  musicPanel: Type.Boolean({ description: "The footer's now-playing panel is shown" }),
  homeButtons: HomeButtons,
  setupDismissed: Type.Boolean({ description: "The Dashboard's setup checklist is put away" }),
};

const optional = <T extends Record<string, TSchema>>(fields: T) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, schema]) => [key, Type.Optional(schema)]),
  ) as {
    [K in keyof T]: TOptional<T[K]>;
  };

/**
 * How the site behaves, beside what it shows: the owner's switches, and his words in place of the
 * public pages' fixed texts. Read whole by the Admin; a setting added later answers its default
 * until the owner changes it.
 */
export const SiteSettings = Type.Object(
  { ...FIRST_SETTINGS, ...LATER_SETTINGS },
  { additionalProperties: false },
);
export type SiteSettings = Static<typeof SiteSettings>;

/**
 * The settings as the Admin replaces them: the first release's all sent, each later one replaced
 * when sent and kept as stored when not (`texts` is replaced whole: a text left out is the
 * default again).
 */
export const SiteSettingsBody = Type.Object(
  { ...FIRST_SETTINGS, ...optional(LATER_SETTINGS) },
  { additionalProperties: false },
);
export type SiteSettingsBody = Static<typeof SiteSettingsBody>;

export const DEFAULT_SETTINGS: SiteSettings = {
  insightsEnabled: true,
  insightsRetentionDays: 365,
  contactEnabled: true,
  texts: {},
  musicPanel: true,
  homeButtons: { resume: false, contact: false },
  setupDismissed: false,
};
