// The fixed texts of the public pages, which the owner may put in his own words. No TypeBox here:
// the public pages import these values (the settings' schema is in settings.ts).

/**
 * Each fixed text of the public pages: where it shows and its default, the spec's text exactly
 * (typos included). An override the owner saved replaces it; without one the page shows the
 * default. Adding one is an entry here and its use on its page.
 */
export const SITE_TEXTS = {
  projectsHeading: { label: "Projects page's heading", default: 'MY Projects', maxLength: 100 },
  projectLink: { label: "A project's code link", default: 'Project Link', maxLength: 40 },
  websiteLink: { label: "A project's website link", default: 'WebSite Link', maxLength: 40 },
  certificatesHeading: {
    label: "Certificates page's heading",
    default: 'MY Certificates',
    maxLength: 100,
  },
  aboutIntroduction: {
    label: "About's introduction",
    default: 'Hi Everyone, I am {name} from {location}.',
    maxLength: 300,
    hint: '{name} and {location} are replaced by your name and where you are from',
  },
  hobbiesLine: {
    label: "About's line before the hobbies",
    default: 'Apart from coding, some other activities that I love to do!',
    maxLength: 200,
  },
  notListening: {
    label: "The footer's music panel when nothing plays",
    default: 'Not Listening.',
    maxLength: 100,
  },
  notFound: { label: "The 404 page's text", default: '404 page not found', maxLength: 100 },
} as const satisfies Record<string, SiteTextSpec>;

interface SiteTextSpec {
  label: string;
  default: string;
  maxLength: number;
  hint?: string;
}

export type SiteTextKey = keyof typeof SITE_TEXTS;
export const SITE_TEXT_KEYS = Object.keys(SITE_TEXTS) as SiteTextKey[];

/** Every text as a page shows it. */
export type SiteTexts = Record<SiteTextKey, string>;

/** The owner's overrides: a text he has not changed is absent. */
export type SiteTextOverrides = Partial<SiteTexts>;

/** Every text as the pages show it: the owner's override, else the spec's default. */
export function siteTextsOf(overrides: SiteTextOverrides): SiteTexts {
  return Object.fromEntries(
    SITE_TEXT_KEYS.map((key) => [key, overrides[key] ?? SITE_TEXTS[key].default]),
  ) as SiteTexts;
}

/** The texts of a site whose owner has changed none: the spec's. */
export const DEFAULT_SITE_TEXTS: SiteTexts = siteTextsOf({});

/**
 * A text with placeholders (`{name}`) cut into its literal parts and the placeholders it names,
 * each with where it starts in the text.
 */
export type TemplatePart = { at: number } & ({ text: string } | { placeholder: string });

export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let at = 0;
  for (const piece of template.split(/(\{[a-z]+\})/)) {
    if (piece !== '') {
      const placeholder = /^\{([a-z]+)\}$/.exec(piece)?.[1];
      parts.push(placeholder === undefined ? { at, text: piece } : { at, placeholder });
    }
    at += piece.length;
  }
  return parts;
}
