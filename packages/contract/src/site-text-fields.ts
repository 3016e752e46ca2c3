import type { SiteTextKey } from './site-texts.js';

/**
 * How the admin offers each fixed text of the public pages (`DEFAULT_SITE_TEXTS`): its field's
 * label and hint, and the longest override the server takes. Apart from the defaults, so that the
 * public pages do not carry them.
 */
export const SITE_TEXT_FIELDS: Record<
  SiteTextKey,
  { label: string; maxLength: number; hint?: string }
> = {
  projectsHeading: { label: "Projects page's heading", maxLength: 100 },
  projectLink: { label: "A project's code link", maxLength: 40 },
  websiteLink: { label: "A project's website link", maxLength: 40 },
  certificatesHeading: { label: "Certificates page's heading", maxLength: 100 },
  aboutIntroduction: {
    label: "About's introduction",
    maxLength: 300,
    hint: '{name} and {location} are replaced by your name and where you are from',
  },
  hobbiesLine: { label: "About's line before the hobbies", maxLength: 200 },
  notListening: { label: "The footer's music panel when nothing plays", maxLength: 100 },
  notFound: { label: "The 404 page's text", maxLength: 100 },
};
