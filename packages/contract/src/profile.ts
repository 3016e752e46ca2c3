import { type Static, Type } from '@sinclair/typebox';
import { isHttpUrl } from './links.js';
import { PlainText } from './text.js';

/**
 * The networks a social link may name, in the order the admin offers them: each one's name (the
 * link's accessible name unless the owner gives a label) and its icon (a simple-icons slug, or one
 * of our own drawings, `local-…`). `email` takes a mailto: link, every other one an http(s) URL;
 * `other` needs a label. Adding a network is one entry here.
 */
export const SOCIAL_NETWORKS = [
  { key: 'github', label: 'GitHub', icon: 'github' },
  { key: 'gitlab', label: 'GitLab', icon: 'gitlab' },
  { key: 'linkedin', label: 'LinkedIn', icon: 'local-linkedin' },
  { key: 'x', label: 'X', icon: 'x' },
  { key: 'mastodon', label: 'Mastodon', icon: 'mastodon' },
  { key: 'bluesky', label: 'Bluesky', icon: 'bluesky' },
  { key: 'instagram', label: 'Instagram', icon: 'instagram' },
  { key: 'youtube', label: 'YouTube', icon: 'youtube' },
  { key: 'stackoverflow', label: 'Stack Overflow', icon: 'stackoverflow' },
  { key: 'dev', label: 'DEV', icon: 'devdotto' },
  { key: 'medium', label: 'Medium', icon: 'medium' },
  { key: 'email', label: 'Email', icon: 'local-email' },
  { key: 'website', label: 'Website', icon: 'local-website' },
  { key: 'rss', label: 'RSS', icon: 'rss' },
  { key: 'other', label: 'Link', icon: 'local-link' },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];
export const MAX_SOCIAL_LINKS = 20;
export const MAX_ICON_ENTRIES = 24;

/** The registry entry of a network. */
export function socialNetwork(key: SocialNetwork): (typeof SOCIAL_NETWORKS)[number] {
  return SOCIAL_NETWORKS.find((network) => network.key === key) ?? SOCIAL_NETWORKS[0];
}

/** A social link's accessible name: the owner's label, or the network's name. */
export const socialLinkName = (link: SocialLink): string =>
  link.label ?? socialNetwork(link.network).label;

/** A mailto: link to one address (no white space or control character). */
export const MAILTO_PATTERN = '^mailto:[^\\s@\\u0000-\\u001F]+@[^\\s@\\u0000-\\u001F]+$';

const MAILTO = new RegExp(MAILTO_PATTERN, 'u');

/**
 * What is wrong with one social link beyond its schema, or undefined: email takes a mailto: link,
 * every other network an absolute http(s) URL with a host, and `other` needs a label.
 */
export function socialLinkProblem(
  link: Pick<SocialLink, 'network' | 'url' | 'label'>,
): { field: 'url' | 'label'; message: string } | undefined {
  if (link.network === 'email') {
    if (!MAILTO.test(link.url)) {
      return { field: 'url', message: 'must be a mailto: link, like mailto:me@example.com' };
    }
  } else if (!isHttpUrl(link.url)) {
    return { field: 'url', message: 'must be an absolute http(s) URL, like https://example.com' };
  }
  if (link.network === 'other' && (link.label ?? '').trim() === '') {
    return { field: 'label', message: 'is required for a link of the network "other"' };
  }
  return undefined;
}

const Text = (maxLength: number) => PlainText({ minLength: 1, maxLength });

/**
 * A social link: its network, its URL (http(s), or mailto: for email: the service checks which
 * goes with which) and an optional label, required for `other`.
 */
export const SocialLink = Type.Object(
  {
    network: Type.Union(SOCIAL_NETWORKS.map((network) => Type.Literal(network.key))),
    url: Type.String({
      minLength: 1,
      maxLength: 2_000,
      pattern: '^(https?://|mailto:)[^\\s\\u0000-\\u001F]+$',
    }),
    label: Type.Optional(Text(50)),
  },
  { additionalProperties: false },
);
export type SocialLink = Static<typeof SocialLink>;

/** The pattern of an icon's slug: simple-icons' own ([a-z0-9_]), or one of ours (`local-…`). */
export const ICON_SLUG_PATTERN = '^(local-)?[a-z0-9_]{1,60}$';

/**
 * An entry of the skill and tool grids: an icon by its slug (its name is the icon's title), or a
 * text for anything without an icon. One object with exactly one of the two, not a union of two
 * closed objects: the body validator drops unknown properties, and in a union the first branch
 * would drop the second one's field.
 */
export type IconEntry = { icon: string } | { text: string };
export const IconEntry = Type.Unsafe<IconEntry>(
  Type.Object(
    {
      icon: Type.Optional(Type.String({ pattern: ICON_SLUG_PATTERN, maxLength: 66 })),
      text: Type.Optional(Text(50)),
    },
    {
      additionalProperties: false,
      minProperties: 1,
      maxProperties: 1,
      description: 'Either {icon: slug} or {text: name}',
    },
  ),
);

/** An icon as the pages draw it: one SVG path in its view box, and its name. */
export const IconSvg = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  viewBox: Type.String(),
  path: Type.String(),
});
export type IconSvg = Static<typeof IconSvg>;

/** The icons a page draws, by slug. */
export const IconMap = Type.Record(Type.String(), IconSvg);
export type IconMap = Static<typeof IconMap>;

/** The icons a profile names: its skills' and tools' icons and its links' networks' icons. */
export function iconSlugsOf(profile: Pick<Profile, 'skills' | 'tools' | 'links'>): string[] {
  const slugs = new Set<string>();
  for (const entry of [...profile.skills, ...profile.tools]) {
    if ('icon' in entry) slugs.add(entry.icon);
  }
  for (const link of profile.links) slugs.add(socialNetwork(link.network).icon);
  return [...slugs];
}

/**
 * The owner's site profile: every text and list of the public pages that the older implementation
 * hard-coded. Read by everyone, changed by the Admin (PUT replaces it whole).
 */
export const Profile = Type.Object(
  {
    ownerName: Text(100),
    brandTitle: Text(100),
    greeting: Text(100),
    typewriterLines: Type.Array(Text(100), { minItems: 1, maxItems: 6 }),
    introduction: Text(3_000),
    about: Type.Object(
      {
        location: Text(100),
        role: Text(100),
        hobbies: Type.Array(Text(100), { maxItems: 10 }),
      },
      { additionalProperties: false },
    ),
    skills: Type.Array(IconEntry, { minItems: 1, maxItems: MAX_ICON_ENTRIES }),
    tools: Type.Array(IconEntry, { minItems: 1, maxItems: MAX_ICON_ENTRIES }),
    links: Type.Array(SocialLink, {
      maxItems: MAX_SOCIAL_LINKS,
      description: 'The social links of the footer, in order',
    }),
    contributionsUsername: Type.String({
      maxLength: 39,
      pattern: '^([A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?)?$',
      description:
        "The code-hosting username whose contributions the About page shows ('' for none)",
    }),
    description: Text(300),
  },
  { additionalProperties: false },
);
export type Profile = Static<typeof Profile>;

/** `GET /api/icons`: the icons matching a search, or the ones named. */
export const IconQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 60 })),
    slugs: Type.Optional(Type.String({ maxLength: 2_000, description: 'Slugs, comma-separated' })),
  },
  { additionalProperties: false },
);
export type IconQuery = Static<typeof IconQuery>;
export const IconList = Type.Array(IconSvg);
export type IconList = Static<typeof IconList>;
