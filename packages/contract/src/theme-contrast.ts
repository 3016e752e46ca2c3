// Which colours of a theme are read against which, and how much contrast each pair needs (WCAG AA).
// No schema library here: the admin's picker shows these as the owner picks.

import { CONTRAST_MINIMUM, contrastRatio, formatRatio } from './contrast.js';
import {
  type ResolvedTheme,
  THEME_MODES,
  type ThemeMode,
  type ThemePalette,
} from './theme-presets.js';

interface ContrastPair {
  /** What a person reads, named as the admin shows it. */
  label: string;
  fg: keyof ThemePalette;
  bg: keyof ThemePalette;
  minimum: number;
}

/**
 * Every pair the public pages draw: text of each kind on the page and on cards (4.5:1), the
 * accent's button labels (4.5:1), and the parts of controls that must be seen (3:1).
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { label: 'Text on the page', fg: 'text', bg: 'bg', minimum: CONTRAST_MINIMUM.text },
  { label: 'Text on cards', fg: 'text', bg: 'surface', minimum: CONTRAST_MINIMUM.text },
  { label: 'Secondary text on the page', fg: 'muted', bg: 'bg', minimum: CONTRAST_MINIMUM.text },
  { label: 'Secondary text on cards', fg: 'muted', bg: 'surface', minimum: CONTRAST_MINIMUM.text },
  { label: 'Links on the page', fg: 'link', bg: 'bg', minimum: CONTRAST_MINIMUM.text },
  { label: 'Links on cards', fg: 'link', bg: 'surface', minimum: CONTRAST_MINIMUM.text },
  { label: 'Accent text on the page', fg: 'accent', bg: 'bg', minimum: CONTRAST_MINIMUM.text },
  { label: 'Accent on cards', fg: 'accent', bg: 'surface', minimum: CONTRAST_MINIMUM.large },
  {
    label: 'Button text on the accent',
    fg: 'onAccent',
    bg: 'accent',
    minimum: CONTRAST_MINIMUM.text,
  },
  { label: 'Focus ring on the page', fg: 'focus', bg: 'bg', minimum: CONTRAST_MINIMUM.large },
  { label: 'Focus ring on cards', fg: 'focus', bg: 'surface', minimum: CONTRAST_MINIMUM.large },
  {
    label: 'Mode switch in the header',
    fg: 'switchOff',
    bg: 'surface',
    minimum: CONTRAST_MINIMUM.large,
  },
  { label: 'Errors on the page', fg: 'danger', bg: 'bg', minimum: CONTRAST_MINIMUM.text },
  { label: 'Errors on cards', fg: 'danger', bg: 'surface', minimum: CONTRAST_MINIMUM.text },
  { label: 'Success on cards', fg: 'success', bg: 'surface', minimum: CONTRAST_MINIMUM.text },
  { label: 'Quote on cards', fg: 'quote', bg: 'surface', minimum: CONTRAST_MINIMUM.text },
];

export interface ContrastResult {
  mode: ThemeMode;
  label: string;
  /** The palette's names of the two colours. */
  roles: readonly [keyof ThemePalette, keyof ThemePalette];
  fg: string;
  bg: string;
  ratio: number;
  minimum: number;
  passes: boolean;
}

/** Every pair of both modes, measured. */
export function themeContrast(theme: ResolvedTheme): ContrastResult[] {
  return THEME_MODES.flatMap((mode) =>
    CONTRAST_PAIRS.map((pair) => {
      const fg = theme[mode][pair.fg];
      const bg = theme[mode][pair.bg];
      const ratio = contrastRatio(fg, bg);
      return {
        mode,
        label: pair.label,
        roles: [pair.fg, pair.bg] as const,
        fg,
        bg,
        ratio,
        minimum: pair.minimum,
        passes: ratio >= pair.minimum,
      };
    }),
  );
}

/** A failing pair, said as the server refuses it and the admin shows it. */
export const contrastProblem = (result: ContrastResult): string =>
  `${result.mode === 'light' ? 'Light' : 'Dark'} mode: ${result.label.toLowerCase()} (${result.fg} on ${result.bg}) has a contrast of ${formatRatio(result.ratio)}; it needs at least ${result.minimum}:1`;
