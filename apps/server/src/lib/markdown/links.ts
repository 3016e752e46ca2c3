/** This site's own paths and anchors: `/about`, `#setup` (not `//host`, another site). */
const SITE_PATH = /^(\/(?!\/)|#)/;

/** Whether a link goes to this site's own path or anchor. */
export function isSitePath(href: string): boolean {
  return SITE_PATH.test(href);
}

/** Whether a link may be stored and shown: http(s), or this site's own path or anchor. */
export function isAllowedLink(href: string): boolean {
  if (isSitePath(href)) return true;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether an image comes from this site's media (a climb out of it, `/../`, does not). */
export function isOwnMedia(src: string, mediaBaseUrl: string): boolean {
  try {
    return new URL(src).href.startsWith(`${mediaBaseUrl}/`);
  } catch {
    return false;
  }
}
