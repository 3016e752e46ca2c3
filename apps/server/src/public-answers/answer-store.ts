import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** An answer kept whole: its bytes in each encoding, made once, sent as many times as asked. */
export interface CachedAnswer {
  status: number;
  type: string;
  etag: string;
  identity: Buffer;
  /** Compressed copies; none for what is compressed already (images, PDFs). */
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  headers: Record<string, string>;
  /** Bytes held: what the cache counts against its budget. */
  size: number;
}

export interface AnswerOptions {
  headers?: Record<string, string>;
  /** Compress (text); off for bytes that are compressed already. */
  compress?: boolean;
  /** An ETag of its own (e.g. from a content-hashed name); else a hash of the bytes. */
  etag?: string;
}

/**
 * Brotli's level for kept answers, made on the first request after each change while others wait.
 * Measured on this site's pages (20–60 kB of HTML, docs/performance.md): level 5 takes 0.5 ms and
 * its bytes are within 0.2% of level 9's, which takes 7 ms; level 11 saves another 9% for 22 ms.
 */
const BROTLI_QUALITY = 5;

export function buildAnswer(
  status: number,
  type: string,
  body: string | Buffer,
  { headers = {}, compress = true, etag }: AnswerOptions = {},
): CachedAnswer {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const br = compress
    ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : undefined;
  const gzip = compress ? gzipSync(identity, { level: 9 }) : undefined;
  return {
    status,
    type,
    etag: etag ?? `"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    br,
    gzip,
    headers,
    size: identity.length + (br?.length ?? 0) + (gzip?.length ?? 0),
  };
}

/**
 * Answers by key, each valid for the content version it was made at; the least recently used go
 * first when the bytes held pass the budget (lru-cache, sized by each answer's bytes and its
 * key's). With no budget it keeps nothing (development: sources change under it).
 */
export class AnswerStore<Answer extends CachedAnswer = CachedAnswer> {
  readonly #entries: LRUCache<string, { version: number; answer: Answer }> | undefined;

  constructor(maxBytes = 8 * 1024 * 1024) {
    this.#entries =
      maxBytes > 0
        ? new LRUCache({
            maxSize: maxBytes,
            sizeCalculation: (entry, key) => entry.answer.size + key.length,
          })
        : undefined;
  }

  get(key: string, version: number): Answer | undefined {
    const entry = this.#entries?.get(key);
    return entry?.version === version ? entry.answer : undefined;
  }

  set(key: string, version: number, answer: Answer): void {
    this.#entries?.set(key, { version, answer });
  }
}
