import { createHash } from 'node:crypto';
import { isbot } from 'isbot';

/** What the server reads of a request to count it, and nothing more. */
export interface VisitHeaders {
  readonly userAgent: string | undefined;
  readonly referer: string | undefined;
  readonly dnt: string | undefined;
  readonly gpc: string | undefined;
}

type DeviceClass = 'mobile' | 'tablet' | 'desktop';

// Plain alternations without nested quantifiers: linear in the user agent's length.
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i;

function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet';
  // Android without 'Mobile' is a tablet by Google's own convention.
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return 'tablet';
  return MOBILE.test(userAgent) ? 'mobile' : 'desktop';
}

/** What the bot list and the device rules say of a user agent. */
export interface Agent {
  readonly isBot: boolean;
  readonly device: DeviceClass;
}

/** User agents remembered: a site sees a few hundred; a flood of made-up ones only clears them. */
const AGENTS_KEPT = 500;
/** Longer user agents are read each time rather than remembered. */
const AGENT_KEPT_LENGTH = 512;
const agents = new Map<string, Agent>();

/** What a user agent is, read once (the bot list is one large expression) and then remembered. */
function agentOf(userAgent: string): Agent {
  const known = agents.get(userAgent);
  if (known) return known;
  const agent = { isBot: isbot(userAgent), device: deviceClass(userAgent) };
  if (userAgent.length <= AGENT_KEPT_LENGTH) {
    if (agents.size >= AGENTS_KEPT) agents.clear();
    agents.set(userAgent, agent);
  }
  return agent;
}

/**
 * The visitor's agent when he may be counted: Do-Not-Track and Global Privacy Control are
 * honoured; bots (isbot's list) and requests without a user agent are not visitors.
 */
export function countableAgent(headers: VisitHeaders): Agent | undefined {
  if (headers.dnt === '1' || headers.gpc === '1' || !headers.userAgent) return undefined;
  const agent = agentOf(headers.userAgent);
  return agent.isBot ? undefined : agent;
}

/** What a host name is made of (an IDN comes as punycode, an IPv6 address in brackets). */
const HOST_NAME = /^[a-z0-9._:[\]-]+$/;

/**
 * The host a visitor came from, or '' for a direct visit, one from this site's own hosts, or a
 * host that is no name (`(other)`, `x{y}`: what a browser takes but no site is called).
 */
export function referrerHost(referer: string | undefined, ownHosts: ReadonlySet<string>): string {
  if (!referer) return '';
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    if (ownHosts.has(url.hostname.toLowerCase()) || !HOST_NAME.test(host)) return '';
    return host.slice(0, 100);
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
 * A visitor of one day: kept only in memory until the next write, a few seconds later, which
 * stores nothing of it but its hash under the day's salt.
 */
export function visitorKey(address: string, userAgent: string): string {
  return `${address}\n${userAgent}`;
}

/** The stored form of a visitor: a hash of its key under the day's salt. */
export function saltedVisitor(key: string, salt: string): string {
  return createHash('sha256').update(`${salt}\n${key}`).digest('base64url').slice(0, 32);
}

/** The UTC day of a time, as YYYY-MM-DD. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}
