import { isSlug, SLUG_MAX } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { couldBeSlug, numberedSlug, slugOf } from './slug.js';

describe('slugOf', () => {
  it('makes lower-case ASCII words joined by dashes, diacritics folded', () => {
    expect(slugOf('Portfolio engine')).toBe('portfolio-engine');
    expect(slugOf('  Café Crème: the App!  ')).toBe('cafe-creme-the-app');
    expect(slugOf('Ünïcödé -- Ångström')).toBe('unicode-angstrom');
    expect(slugOf('C++ & Rust, 2024')).toBe('c-rust-2024');
  });

  it("answers 'project' when nothing of the title is left", () => {
    expect(slugOf('日本語')).toBe('project');
    expect(slugOf('!!!')).toBe('project');
  });

  it('keeps at most SLUG_MAX characters, with no dash at the end', () => {
    const slug = slugOf(`${'word '.repeat(40)}`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(isSlug(slug)).toBe(true);
  });
});

describe('numberedSlug', () => {
  it('adds -2, -3 ... within SLUG_MAX', () => {
    expect(numberedSlug('app', 1)).toBe('app');
    expect(numberedSlug('app', 2)).toBe('app-2');
    const long = 'a'.repeat(SLUG_MAX);
    expect(numberedSlug(long, 12)).toHaveLength(SLUG_MAX);
    expect(numberedSlug(long, 12).endsWith('-12')).toBe(true);
    expect(isSlug(numberedSlug(`${'a'.repeat(SLUG_MAX - 2)}-b`, 3))).toBe(true);
  });
});

describe('couldBeSlug', () => {
  it('takes every slug the site makes, and the two dashes an early migration could make', () => {
    for (const slug of ['app', 'my-app-2', slugOf('Café Crème'), 'a'.repeat(SLUG_MAX), 'word--2']) {
      expect(couldBeSlug(slug)).toBe(true);
    }
  });

  it('refuses what no slug holds: controls, noncharacters, capitals, other scripts, too long', () => {
    for (const value of [
      '',
      '\u0000',
      'a\u0000',
      'a\uFFFF',
      'App',
      'café',
      'a b',
      'a/b',
      'a'.repeat(SLUG_MAX + 1),
    ]) {
      expect(couldBeSlug(value)).toBe(false);
    }
  });
});
