import { createHash } from 'node:crypto';
import type { Config } from '../config.js';

/** The hashes (`sha256-…`) of the inline scripts of some HTML: only those may run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    const content = match[2] ?? '';
    if (/\bsrc=/.test(attributes) || /type="application\/json"/.test(attributes) || !content)
      continue;
    hashes.add(`sha256-${createHash('sha256').update(content).digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of every page: scripts only from our origin or the listed inline
 * ones (no `unsafe-inline` for scripts), calls only to our origins, no plugins, no <base>, never in
 * a frame. Images may come from our origins (the admin host shows media of the public one) and any
 * https origin: album art and a CDN are not ours.
 */
export function contentSecurityPolicy(config: Config, scriptHashes: readonly string[]): string {
  const origins = [
    ...new Set([config.publicOrigin, config.adminOrigin, new URL(config.mediaBaseUrl).origin]),
  ];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${origins.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' ${origins.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
