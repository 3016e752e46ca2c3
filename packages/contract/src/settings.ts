import { type Static, Type } from '@sinclair/typebox';

/**
 * How the site behaves, beside what it shows: the owner's switches. Read and replaced whole by the
 * Admin; a setting added later answers its default until the owner changes it.
 */
export const SiteSettings = Type.Object(
  {
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
  },
  { additionalProperties: false },
);
export type SiteSettings = Static<typeof SiteSettings>;

export const DEFAULT_SETTINGS: SiteSettings = {
  insightsEnabled: true,
  insightsRetentionDays: 365,
  contactEnabled: true,
};
