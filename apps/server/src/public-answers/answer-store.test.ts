import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerStore, buildAnswer } from './answer-store.js';
import { chooseEncoding } from './send-answer.js';

describe('buildAnswer', () => {
  it('keeps the body in every encoding, and an ETag of its bytes', () => {
    const body = '<p>hello</p>'.repeat(100);
    const answer = buildAnswer(200, 'text/html', body);
    const { br, gzip } = answer;
    if (!br || !gzip) throw new Error('text is kept compressed');
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(gunzipSync(gzip).toString()).toBe(body);
    expect(br.length).toBeLessThan(answer.identity.length / 10);
    expect(answer.etag).toBe(buildAnswer(200, 'text/html', body).etag);
    expect(answer.etag).not.toBe(buildAnswer(200, 'text/html', `${body}!`).etag);
  });
});

describe('AnswerStore', () => {
  const answer = buildAnswer(200, 'text/plain', 'x');

  it('answers only for the version an answer was made at', () => {
    const cache = new AnswerStore();
    cache.set('a', 1, answer);
    expect(cache.get('a', 1)).toBe(answer);
    expect(cache.get('a', 2)).toBeUndefined();
  });

  it('drops the least recently used past its byte budget, and keeps nothing without one', () => {
    const cache = new AnswerStore((answer.size + 'a'.length) * 2);
    cache.set('a', 1, answer);
    cache.set('b', 1, answer);
    cache.get('a', 1);
    cache.set('c', 1, answer);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([
      answer,
      undefined,
      answer,
    ]);
    const none = new AnswerStore(0);
    none.set('a', 1, answer);
    expect(none.get('a', 1)).toBeUndefined();
  });

  it('counts a key against the budget: long keys cannot hold more than it', () => {
    const cache = new AnswerStore(answer.size + 10);
    cache.set('x'.repeat(20), 1, answer);
    cache.set('short', 1, answer);
    expect([cache.get('x'.repeat(20), 1), cache.get('short', 1)]).toEqual([undefined, answer]);
  });

  it('keeps bytes that are compressed already as they are', () => {
    const image = buildAnswer(200, 'image/webp', Buffer.from('RIFF....WEBP'), {
      compress: false,
      etag: '"960-abc"',
    });
    expect([image.br, image.gzip, image.etag, image.size]).toEqual([
      undefined,
      undefined,
      '"960-abc"',
      12,
    ]);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ])('%s -> %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});
