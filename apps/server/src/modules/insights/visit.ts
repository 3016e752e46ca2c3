import { createHash } from 'node:crypto';
import { isbot } from 'isbot';

/** What the server reads of a request to count it, and nothing more. */
export interface VisitHeaders {
  readonly userAgent: string | undefined;
  readonly referer: string | undefined;
  readonly dnt: string | undefined;
  readonly gpc: string | undefined;
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Do-Not-Track and Global Privacy Control are honoured; bots (isbot's list) are not visitors. */
export function mayCount(headers: VisitHeaders): boolean {
  if (headers.dnt === '1' || headers.gpc === '1') return false;
  return !!headers.userAgent && !isbot(headers.userAgent);
}

// Plain alternations without nested quantifiers: linear in the user agent's length.
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i;

export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet';
  // Android without 'Mobile' is a tablet by Google's own convention.
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return 'tablet';
  return MOBILE.test(userAgent) ? 'mobile' : 'desktop';
}

/** The host a visitor came from, or '' for a direct visit or one from this site's own hosts. */
export function referrerHost(referer: string | undefined, ownHosts: ReadonlySet<string>): string {
  if (!referer) return '';
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return ownHosts.has(url.hostname.toLowerCase()) ? '' : host.slice(0, 100);
  } catch {
    return '';
  }
}

const UTM_SOURCE = /^[\w.-]{1,50}$/;

/** The campaign a link was shared in (`?utm_source=`), when it is a short plain word. */
export function utmSource(search: string): string {
  const value = new URLSearchParams(search).get('utm_source')?.toLowerCase() ?? '';
  return UTM_SOURCE.test(value) ? value : '';
}

/**
 * A visitor of one day, unsalted: kept only in memory until the next write, which salts it with
 * the day's salt before anything is stored.
 */
export function visitorKey(address: string, userAgent: string): string {
  return createHash('sha256').update(`${address}\n${userAgent}`).digest('base64url');
}

/** The stored form of a visitor: its key under the day's salt. */
export function saltedVisitor(key: string, salt: string): string {
  return createHash('sha256').update(`${salt}\n${key}`).digest('base64url').slice(0, 32);
}

/** The UTC day of a time, as YYYY-MM-DD. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}
