import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config.js';

/** Whether the peer at `address`, `hop` proxies away from this server, is a proxy it trusts. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as one function, read as Fastify reads it: `true` trusts every peer, a number that
 * many hops, a list those addresses. Fastify's own trust, the framework-error answers and the
 * connection cap all use it, so they never disagree on who is a proxy.
 */
export function trustFunction(trust: TrustProxy): TrustFunction {
  if (typeof trust === 'boolean') return () => trust;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}
