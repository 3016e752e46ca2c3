import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCertificate } from '../test/fixtures';
import { ResponsiveImage } from './ResponsiveImage';

const { certificate_image: src, certificate_image_variants: variants } = makeCertificate();

describe('ResponsiveImage', () => {
  it('draws the first photo on its own, at once and first', () => {
    const { container } = render(
      <ResponsiveImage src={src} variants={variants} sizes="100vw" alt="" priority />,
    );
    const image = container.firstElementChild as HTMLImageElement;
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('loading')).toBe('eager');
  });

  it("draws a later photo lazily in a frame of the photo's own proportions", () => {
    const { container } = render(
      <ResponsiveImage src={src} variants={variants} sizes="100vw" alt="" />,
    );
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.tagName).toBe('SPAN');
    // The stored default width is 960x720.
    expect(frame.style.aspectRatio).toBe('960 / 720');
    const image = frame.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('960');
    expect(image.getAttribute('height')).toBe('720');
  });
});
