// No TypeBox here: the public pages import these values, and a schema built at module level
// would bring TypeBox into their bundle.
import { isHttpUrl } from './links.js';
import { textCharacter } from './text-characters.js';

/**
 * The networks a social link may name, in the order the admin offers them: each one's name (the
 * link's accessible name unless the owner gives a label) and its icon (a simple-icons slug, or one
 * of our own drawings, `local-…`). `email` takes a mailto: link, every other one an http(s) URL;
 * `other` needs a label. `home` is the network's own site (null for none: Mastodon has many), whose
 * bare address is no one's profile. Adding a network is one entry here.
 */
export const SOCIAL_NETWORKS = [
  { key: 'github', label: 'GitHub', icon: 'github', home: 'github.com' },
  { key: 'gitlab', label: 'GitLab', icon: 'gitlab', home: 'gitlab.com' },
  { key: 'linkedin', label: 'LinkedIn', icon: 'local-linkedin', home: 'linkedin.com' },
  { key: 'x', label: 'X', icon: 'x', home: 'x.com' },
  { key: 'mastodon', label: 'Mastodon', icon: 'mastodon', home: null },
  { key: 'bluesky', label: 'Bluesky', icon: 'bluesky', home: 'bsky.app' },
  { key: 'instagram', label: 'Instagram', icon: 'instagram', home: 'instagram.com' },
  { key: 'youtube', label: 'YouTube', icon: 'youtube', home: 'youtube.com' },
  {
    key: 'stackoverflow',
    label: 'Stack Overflow',
    icon: 'stackoverflow',
    home: 'stackoverflow.com',
  },
  { key: 'dev', label: 'DEV', icon: 'devdotto', home: 'dev.to' },
  { key: 'medium', label: 'Medium', icon: 'medium', home: 'medium.com' },
  { key: 'email', label: 'Email', icon: 'local-email', home: null },
  { key: 'website', label: 'Website', icon: 'local-website', home: null },
  { key: 'rss', label: 'RSS', icon: 'rss', home: null },
  { key: 'other', label: 'Link', icon: 'local-link', home: null },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];
export const MAX_SOCIAL_LINKS = 20;

/** A social link and a grid entry as profile.ts's schemas define them (not imported: no cycle). */
interface LinkShape {
  network: SocialNetwork;
  url: string;
  label?: string | undefined;
}
type EntryShape = { icon: string } | { text: string };
export const MAX_ICON_ENTRIES = 24;

/** The registry entry of a network. */
export function socialNetwork(key: SocialNetwork): (typeof SOCIAL_NETWORKS)[number] {
  return SOCIAL_NETWORKS.find((network) => network.key === key) ?? SOCIAL_NETWORKS[0];
}

/** A social link's accessible name: the owner's label, or the network's name. */
export const socialLinkName = (link: LinkShape): string =>
  link.label ?? socialNetwork(link.network).label;

/**
 * A link that leads to no one: the bare home page of its network (`https://github.com`, as a new
 * site's profile has them until the owner sets his own). The footer leaves such links out.
 */
export function isPlaceholderLink(link: LinkShape): boolean {
  const { home } = socialNetwork(link.network);
  if (home === null) return false;
  let url: URL;
  try {
    url = new URL(link.url);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^www\./, '');
  return host === home && url.pathname === '/' && url.search === '' && url.hash === '';
}

/** The links the owner has set: without his network's bare home pages. */
export const linksSet = <T extends LinkShape>(links: readonly T[]): T[] =>
  links.filter((link) => !isPlaceholderLink(link));

/** A mailto: link to one address (no white space or control character). */
export const MAILTO_PATTERN = `^mailto:${textCharacter('\\s@')}+@${textCharacter('\\s@')}+$`;

const MAILTO = new RegExp(MAILTO_PATTERN, 'u');

/**
 * What is wrong with one social link beyond its schema, or undefined: email takes a mailto: link,
 * every other network an absolute http(s) URL with a host, and `other` needs a label.
 */
export function socialLinkProblem(
  link: LinkShape,
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

/** The icons a profile names: its skills' and tools' icons and its links' networks' icons. */
export function iconSlugsOf(profile: {
  skills: readonly EntryShape[];
  tools: readonly EntryShape[];
  links: readonly LinkShape[];
}): string[] {
  const slugs = new Set<string>();
  for (const entry of [...profile.skills, ...profile.tools]) {
    if ('icon' in entry) slugs.add(entry.icon);
  }
  for (const link of profile.links) slugs.add(socialNetwork(link.network).icon);
  return [...slugs];
}
