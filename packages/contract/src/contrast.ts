// WCAG 2 contrast of two colours. No schema library here: the admin's picker imports it.
//
// Written out rather than taken from a package: the theme's colours are all `#rrggbb` (the
// schema's pattern), so this is the WCAG formula alone; wcag-contrast, the usual package for it,
// has had no release since 2019 and ships no types, and colorjs.io or culori would bring a whole
// colour library for these dozen lines.

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** `#rrggbb`: the one form of colour a theme stores. */
export const HEX_COLOUR_PATTERN = HEX_COLOUR.source;

export const isHexColour = (value: string): boolean => HEX_COLOUR.test(value);

/** WCAG 2.x relative luminance of an `#rrggbb` colour (0 black to 1 white). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The ratio as WCAG states it, rounded down to two decimals: 4.4999 shows 4.49, never a passing
 * 4.50 that the check refuses.
 */
export const formatRatio = (ratio: number): string =>
  `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/** WCAG AA: body text 4.5:1; large text and the parts of controls (borders, focus rings) 3:1. */
export const CONTRAST_MINIMUM = { text: 4.5, large: 3 } as const;
