// The site's designed looks: presets (palettes of both modes, a type pairing, corners, density)
// and how a stored choice resolves. No schema library here: the server renders from it and the
// admin's picker imports it.

import { contrastRatio } from './contrast.js';
import {
  CORNER_STYLES,
  type CornerStyle,
  DENSITIES,
  type Density,
  FONT_PAIRINGS,
  type FontPairing,
  type FontPairingKey,
} from './theme-options.js';

/** The colours a theme sets, each one CSS variable of the public site (`onAccent` is `--on-accent`). */
export interface ThemePalette {
  /** The page. */
  bg: string;
  /** Cards, the header and inputs, on the page. */
  surface: string;
  text: string;
  /** Secondary text: dates, captions, the issuer. */
  muted: string;
  /** Decorative lines between parts (not checked: never the only thing that shows a control). */
  border: string;
  /** The brand colour: the typewriter line, buttons, the dark-mode switch. */
  accent: string;
  /** Text on the accent (button labels). */
  onAccent: string;
  link: string;
  /** The keyboard focus ring. */
  focus: string;
  /** The mode switch when off. */
  switchOff: string;
  danger: string;
  success: string;
  /** The quote on About (Classic's is the spec's purple; the others take their own colours). */
  quote: string;
}

export type ThemeMode = 'light' | 'dark';
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark'];

/** How the quote on About is cased: the spec's capitals (Classic), or as the owner wrote it. */
export type QuoteCase = 'uppercase' | 'none';

export interface ThemePreset {
  label: string;
  description: string;
  light: ThemePalette;
  dark: ThemePalette;
  quoteCase: QuoteCase;
  font: FontPairingKey;
  corners: CornerStyle;
  density: Density;
}

/**
 * The presets. Classic is the spec's look (§3: light background #f8f9fa; dark background
 * rgb(60 60 60) with text #f1f1f1) and the values of apps/web/src/styles/global.css, which a test
 * keeps equal.
 */
export const THEME_PRESETS = {
  classic: {
    label: 'Classic',
    description: 'The original look: neutral greys, blue links, the system fonts.',
    light: {
      bg: '#f8f9fa',
      surface: '#ffffff',
      text: '#212529',
      muted: '#4a5159',
      border: '#d0d7de',
      accent: '#0b5cad',
      onAccent: '#ffffff',
      link: '#0b5cad',
      focus: '#1a73e8',
      switchOff: '#6c757d',
      danger: '#b42318',
      success: '#1e7b34',
      quote: '#6b3fa0',
    },
    dark: {
      bg: '#3c3c3c',
      surface: '#4b4b4b',
      text: '#f1f1f1',
      muted: '#d0d0d0',
      border: '#6e6e6e',
      accent: '#7cb8ff',
      onAccent: '#1a1a1a',
      link: '#a9d1ff',
      focus: '#a9d1ff',
      switchOff: '#9a9a9a',
      danger: '#ffb4a8',
      success: '#8fe0a0',
      quote: '#d9c2f0',
    },
    quoteCase: 'uppercase',
    font: 'system',
    corners: 'rounded',
    density: 'comfortable',
  },
  editorial: {
    label: 'Editorial',
    description: 'Warm paper and ink, terracotta accents, a serif for headings, room to breathe.',
    light: {
      bg: '#fbf7f0',
      surface: '#fffdf9',
      text: '#2b2118',
      muted: '#5c4f42',
      border: '#e3d9ca',
      accent: '#a63c1c',
      onAccent: '#ffffff',
      link: '#9a3719',
      focus: '#a63c1c',
      switchOff: '#7a6d60',
      danger: '#a8200d',
      success: '#2f6b2a',
      quote: '#9a3719',
    },
    dark: {
      bg: '#1f1a16',
      surface: '#2a241f',
      text: '#f3ece2',
      muted: '#cbbfb0',
      border: '#4a4037',
      accent: '#f0a27e',
      onAccent: '#1f1a16',
      link: '#f4b595',
      focus: '#f0a27e',
      switchOff: '#9b8f82',
      danger: '#ffb4a8',
      success: '#9ad59a',
      quote: '#f4b595',
    },
    quoteCase: 'none',
    font: 'editorial',
    corners: 'rounded',
    density: 'spacious',
  },
  terminal: {
    label: 'Terminal',
    description:
      'A developer’s console: green on ink at night, monospaced headings, square corners.',
    light: {
      bg: '#f4f7f4',
      surface: '#ffffff',
      text: '#17211b',
      muted: '#45554b',
      border: '#c9d6cc',
      accent: '#0f7a3d',
      onAccent: '#ffffff',
      link: '#0b6b34',
      focus: '#0f7a3d',
      switchOff: '#66756b',
      danger: '#b3261e',
      success: '#1e7b34',
      quote: '#0b6b34',
    },
    dark: {
      bg: '#0d1117',
      surface: '#161b22',
      text: '#e6edf3',
      muted: '#a5b1bd',
      border: '#30363d',
      accent: '#3fb950',
      onAccent: '#0d1117',
      link: '#56d364',
      focus: '#3fb950',
      switchOff: '#8b949e',
      danger: '#ff9492',
      success: '#56d364',
      quote: '#56d364',
    },
    quoteCase: 'none',
    font: 'technical',
    corners: 'square',
    density: 'compact',
  },
  studio: {
    label: 'Studio',
    description:
      'Bold and modern: violet on lavender, a geometric display face, soft round shapes.',
    light: {
      bg: '#f6f5ff',
      surface: '#ffffff',
      text: '#1d1a33',
      muted: '#4d4866',
      border: '#dcd8f0',
      accent: '#5b3fd6',
      onAccent: '#ffffff',
      link: '#4c32c4',
      focus: '#5b3fd6',
      switchOff: '#6e6a85',
      danger: '#b3261e',
      success: '#1e7b34',
      quote: '#8a2c6b',
    },
    dark: {
      bg: '#16142b',
      surface: '#221f3d',
      text: '#f1efff',
      muted: '#c3bfe0',
      border: '#3c3860',
      accent: '#b3a4ff',
      onAccent: '#16142b',
      link: '#c7bbff',
      focus: '#b3a4ff',
      switchOff: '#8d88aa',
      danger: '#ffb4a8',
      success: '#8fe0a0',
      quote: '#f5b8e0',
    },
    quoteCase: 'none',
    font: 'modern',
    corners: 'soft',
    density: 'comfortable',
  },
} as const satisfies Record<string, ThemePreset>;
export type ThemePresetKey = keyof typeof THEME_PRESETS;
export const THEME_PRESET_KEYS = Object.keys(THEME_PRESETS) as ThemePresetKey[];
export const DEFAULT_THEME_PRESET: ThemePresetKey = 'classic';

/**
 * What the owner chose: a preset, and what he changed of it. A null is the preset's own; Reset sets
 * them all back to null.
 */
export interface ThemeChoice {
  preset: ThemePresetKey;
  accent: { light: string | null; dark: string | null };
  font: FontPairingKey | null;
  corners: CornerStyle | null;
  density: Density | null;
}

export const DEFAULT_THEME: ThemeChoice = {
  preset: DEFAULT_THEME_PRESET,
  accent: { light: null, dark: null },
  font: null,
  corners: null,
  density: null,
};

/** A choice with nothing changed of its preset. */
export const presetChoice = (preset: ThemePresetKey): ThemeChoice => ({
  ...DEFAULT_THEME,
  preset,
});

/** Everything a theme sets, its overrides applied. */
export interface ResolvedTheme {
  light: ThemePalette;
  dark: ThemePalette;
  quoteCase: QuoteCase;
  font: FontPairing;
  corners: (typeof CORNER_STYLES)[CornerStyle];
  density: (typeof DENSITIES)[Density];
}

const BLACKISH = '#111111';
const WHITE = '#ffffff';

/** Of white and near-black, the one that reads better on this colour. */
export function textOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACKISH, background) ? WHITE : BLACKISH;
}

/**
 * A chosen accent colours the brand, the links, the focus ring and the quote of its mode; the text
 * on it is white or near-black, whichever reads better.
 */
function withAccent(palette: ThemePalette, accent: string | null): ThemePalette {
  if (accent === null) return palette;
  return {
    ...palette,
    accent,
    link: accent,
    focus: accent,
    quote: accent,
    onAccent: textOn(accent),
  };
}

export function resolveTheme(choice: ThemeChoice): ResolvedTheme {
  const preset: ThemePreset = THEME_PRESETS[choice.preset];
  return {
    light: withAccent(preset.light, choice.accent.light),
    dark: withAccent(preset.dark, choice.accent.dark),
    quoteCase: preset.quoteCase,
    font: FONT_PAIRINGS[choice.font ?? preset.font],
    corners: CORNER_STYLES[choice.corners ?? preset.corners],
    density: DENSITIES[choice.density ?? preset.density],
  };
}
