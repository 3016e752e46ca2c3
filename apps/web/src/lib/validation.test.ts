import { isHttpUrl, LIMITS } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from '../components/ImageField';
import { textProblem } from './validation';

describe('textProblem', () => {
  it('requires text unless optional, after trimming as the server trims', () => {
    expect(textProblem('   ', { max: 10 })).toBe('Fill this in');
    expect(textProblem('   ', { max: 10, optional: true })).toBeUndefined();
    expect(textProblem(' ok ', { max: 2 })).toBeUndefined();
  });

  it('counts characters as the server does (an emoji is one)', () => {
    expect(
      textProblem('😀😀😀😀😀', { min: LIMITS.quoteMin, max: LIMITS.quoteMax }),
    ).toBeUndefined();
    expect(textProblem('abcd', { min: LIMITS.quoteMin, max: LIMITS.quoteMax })).toBe(
      'Write at least 5 characters (now 4)',
    );
    expect(textProblem('x'.repeat(201), { max: LIMITS.titleMax })).toBe(
      'Write at most 200 characters (now 201)',
    );
  });

  it('accepts only absolute http(s) links where a link is asked for', () => {
    expect(isHttpUrl('https://example.com/a')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
    expect(isHttpUrl('https://exa mple.com')).toBe(false);
    for (const onOurOwnSite of ['https:example.com', 'http:/example.com', 'http:\\\\example.com']) {
      expect(isHttpUrl(onOurOwnSite)).toBe(false);
    }
    expect(textProblem('ftp://x.example', { max: 100, link: true })).toBe(
      'Enter a full address starting with http:// or https://',
    );
  });
});

describe('textProblem of project tags', () => {
  const rule = { max: 400, optional: true, projectTags: true };
  it('takes tags separated by commas in any case, repeats and stray commas included', () => {
    for (const value of ['', 'rust', ' Rust, web ,,rust, C++, c#, node.js,', 'a,b,c,d,e,f,g,h,A']) {
      expect(textProblem(value, rule)).toBeUndefined();
    }
  });

  it('names the first tag that is not one, and counts more than 8', () => {
    expect(textProblem('rust, machine learning, c_sharp', rule)).toBe(
      '“machine learning” is not a tag: use 1 to 30 of a-z, 0-9, + # . - starting with a letter or digit, and commas between tags',
    );
    expect(textProblem('a,b,c,d,e,f,g,h,i', rule)).toBe('Use at most 8 tags (now 9)');
  });
});

describe('imageFileProblem', () => {
  const file = (name: string, type: string, size = 10) =>
    new File([new Uint8Array(size)], name, { type });

  it('accepts the image formats the server accepts', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) {
      expect(imageFileProblem(file('a', type))).toBeUndefined();
    }
  });

  it('refuses a PDF, a HEIC photo and an SVG, naming the formats', () => {
    for (const [name, type] of [
      ['cv.pdf', 'application/pdf'],
      ['IMG_5195.HEIC', 'image/heic'],
      ['logo.svg', 'image/svg+xml'],
    ] as const) {
      expect(imageFileProblem(file(name, type))).toBe(
        `"${name}" is not an image: choose a JPEG, PNG, WebP, GIF or AVIF file`,
      );
    }
  });

  it('refuses a file over 10 MB', () => {
    expect(imageFileProblem(file('big.jpg', 'image/jpeg', LIMITS.uploadMaxBytes + 1))).toBe(
      '"big.jpg" is larger than 10 MB',
    );
  });
});
