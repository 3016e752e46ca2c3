import type { SocialNetwork } from './social-networks.js';

/**
 * Each network's own site, whose bare address is no one's profile (none for a network of many
 * sites, as Mastodon, or of the owner's own). Read by the server only: the public pages get the
 * owner's links with these left out.
 */
const NETWORK_HOMES: Record<SocialNetwork, string | null> = {
  github: 'github.com',
  gitlab: 'gitlab.com',
  linkedin: 'linkedin.com',
  x: 'x.com',
  mastodon: null,
  bluesky: 'bsky.app',
  instagram: 'instagram.com',
  youtube: 'youtube.com',
  stackoverflow: 'stackoverflow.com',
  dev: 'dev.to',
  medium: 'medium.com',
  email: null,
  website: null,
  rss: null,
  other: null,
};

/**
 * A link that leads to no one: the bare home page of its network (`https://github.com`, as a new
 * site's profile has them until the owner sets his own).
 */
export function isPlaceholderLink(link: { network: SocialNetwork; url: string }): boolean {
  const home = NETWORK_HOMES[link.network];
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

/** The links the owner has set: without his networks' bare home pages. */
export const linksSet = <T extends { network: SocialNetwork; url: string }>(
  links: readonly T[],
): T[] => links.filter((link) => !isPlaceholderLink(link));
