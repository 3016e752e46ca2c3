// No TypeBox here: the public pages import these values, and a schema built at module level
// would bring TypeBox into their bundle.

/**
 * The networks a social link may name, in the order the admin offers them: each one's name (the
 * link's accessible name unless the owner gives a label) and its icon (a simple-icons slug, or one
 * of our own drawings, `local-…`). `email` takes a mailto: link, every other one an http(s) URL;
 * `other` needs a label. Adding a network is one entry here (and its home page in
 * `social-placeholders.ts`).
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

/** A social link and a grid entry as profile.ts's schemas define them (not imported: no cycle). */
export interface LinkShape {
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
