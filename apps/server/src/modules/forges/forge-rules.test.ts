import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './forge-address.js';
import { rateLimitUntil } from './forge-fetch.js';
import { nextLink } from './forge-rest.js';

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.8',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
  ])('%s is one', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['140.82.112.6', '172.32.0.1', '8.8.8.8', '2606:4700::1', '::ffff:140.82.112.6'])(
    '%s is not',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('the Link header', () => {
  it('gives the next page as GitHub, GitLab and Forgejo write it', () => {
    expect(
      nextLink(
        '<https://api.github.com/user/1/repos?page=2>; rel="next", <https://api.github.com/user/1/repos?page=5>; rel="last"',
      ),
    ).toBe('https://api.github.com/user/1/repos?page=2');
    expect(
      nextLink(
        '<https://gitlab.com/api/v4/users/jane/projects?page=1>; rel="first", <https://gitlab.com/api/v4/users/jane/projects?page=3>; rel="next"',
      ),
    ).toBe('https://gitlab.com/api/v4/users/jane/projects?page=3');
    expect(nextLink('<https://codeberg.org/api/v1/users/jane/repos?page=2>; rel="last"')).toBe(
      undefined,
    );
    expect(nextLink(null)).toBe(undefined);
  });
});

describe('rate limits', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const epoch = (date: Date) => String(date.getTime() / 1000);

  it("reads GitHub's exhausted 403 and GitLab's 429 until their reset", () => {
    const reset = new Date('2026-11-27T12:30:00Z');
    const github = new Headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': epoch(reset) });
    expect(rateLimitUntil(403, github, now)).toEqual(reset);
    const gitlab = new Headers({ 'ratelimit-remaining': '0', 'ratelimit-reset': epoch(reset) });
    expect(rateLimitUntil(429, gitlab, now)).toEqual(reset);
  });

  it('prefers Retry-After, and waits a minute when nothing says how long', () => {
    expect(rateLimitUntil(429, new Headers({ 'retry-after': '30' }), now)).toEqual(
      new Date('2026-11-27T12:00:30Z'),
    );
    expect(rateLimitUntil(429, new Headers(), now)).toEqual(new Date('2026-11-27T12:01:00Z'));
  });

  it('takes a 403 with calls left for a refusal, and a success with none left for a pause', () => {
    expect(rateLimitUntil(403, new Headers({ 'x-ratelimit-remaining': '12' }), now)).toBe(
      undefined,
    );
    expect(rateLimitUntil(200, new Headers({ 'x-ratelimit-remaining': '12' }), now)).toBe(
      undefined,
    );
    expect(rateLimitUntil(200, new Headers({ 'x-ratelimit-remaining': '0' }), now)).toBeInstanceOf(
      Date,
    );
  });
});
