// The fixed texts of the public pages, which the owner may put in his own words. No TypeBox here:
// the public pages import these values (the settings' schema is in settings.ts).

/**
 * Each fixed text of the public pages and its default: the spec's text exactly (typos included).
 * An override the owner saved replaces it; without one the page shows the default. Adding one is
 * an entry here, its field in `site-text-fields.ts`, and its use on its page.
 */
export const DEFAULT_SITE_TEXTS = {
  projectsHeading: 'MY Projects',
  projectLink: 'Project Link',
  websiteLink: 'WebSite Link',
  certificatesHeading: 'MY Certificates',
  aboutIntroduction: 'Hi Everyone, I am {name} from {location}.',
  hobbiesLine: 'Apart from coding, some other activities that I love to do!',
  notListening: 'Not Listening.',
  notFound: '404 page not found',
} as const satisfies Record<string, string>;

export type SiteTextKey = keyof typeof DEFAULT_SITE_TEXTS;
export const SITE_TEXT_KEYS = Object.keys(DEFAULT_SITE_TEXTS) as SiteTextKey[];

/** Every text as a page shows it. */
export type SiteTexts = Record<SiteTextKey, string>;

/** The owner's overrides: a text he has not changed is absent. */
export type SiteTextOverrides = Partial<SiteTexts>;

/** Every text as the pages show it: the owner's override, else the spec's default. */
export function siteTextsOf(overrides: SiteTextOverrides): SiteTexts {
  return Object.fromEntries(
    SITE_TEXT_KEYS.map((key) => [key, overrides[key] ?? DEFAULT_SITE_TEXTS[key]]),
  ) as SiteTexts;
}
