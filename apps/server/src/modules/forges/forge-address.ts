import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { badRequest } from '../../errors.js';

/**
 * Addresses a forge URL the owner typed may not reach: loopback, private, link-local, shared,
 * unspecified and multicast ranges (IPv4 and IPv6, and IPv4 mapped into IPv6), so that the
 * server makes no request into its own network on his word (SSRF).
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** A forge's web address as the owner typed it, made plain: http(s), no query, no trailing slash. */
export function parseForgeUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('The forge address is not a URL', [
      { field: 'baseUrl', message: 'must be an http(s) URL like https://gitlab.example.com' },
    ]);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  ) {
    throw badRequest('The forge address must be an http(s) URL', [
      { field: 'baseUrl', message: 'must be an http(s) URL with no user, query or fragment' },
    ]);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * Why a URL's host may not be called, or undefined when it may: it does not resolve, or it is, or
 * resolves to, a loopback or private address (every address the name resolves to is checked),
 * unless the setting ALLOW_PRIVATE_UPSTREAMS allows them.
 */
export async function publicHostProblem(
  url: string,
  allowPrivate: boolean,
): Promise<'unresolved' | 'private' | undefined> {
  if (allowPrivate) return undefined;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true, verbatim: true }).then(
        (found) => found.map((entry) => entry.address),
        () => undefined,
      );
  if (!addresses) return 'unresolved';
  return addresses.length === 0 || addresses.some(isPrivateAddress) ? 'private' : undefined;
}

/**
 * Refuses a forge URL whose host does not resolve or is on a loopback or private network
 * (`publicHostProblem`), with a 400 naming it.
 */
export async function checkPublicHost(url: string, allowPrivate: boolean): Promise<void> {
  const problem = await publicHostProblem(url, allowPrivate);
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (problem === 'unresolved') {
    throw badRequest(`The forge's host ${host} could not be found`, [
      { field: 'baseUrl', message: 'must name a host that resolves' },
    ]);
  }
  if (problem === 'private') {
    throw badRequest(`The forge's host ${host} is on a loopback or private network`, [
      { field: 'baseUrl', message: 'must be a public address' },
    ]);
  }
}
