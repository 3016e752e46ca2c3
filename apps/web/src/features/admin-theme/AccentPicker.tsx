import {
  type ContrastResult,
  formatRatio,
  type SiteTheme,
  THEME_PRESETS,
  type ThemeMode,
  type ThemePalette,
} from '@portfolio/contract';
import { useId } from 'react';
import ui from '../../components/admin-ui.module.css';
import styles from './Theme.module.css';

/** The colours a chosen accent sets (server and picker resolve it alike). */
const ACCENT_ROLES: ReadonlySet<keyof ThemePalette> = new Set([
  'accent',
  'link',
  'focus',
  'onAccent',
]);

const MODE_NAMES = { light: 'Light mode', dark: 'Dark mode' } as const;

export interface AccentPickerProps {
  mode: ThemeMode;
  theme: SiteTheme;
  contrast: ContrastResult[];
  onChange(accent: string | null): void;
}

/**
 * The accent of one mode, with the lowest contrast it makes against what it is read on, shown as
 * the owner picks; 'Preset's accent' goes back to the preset's own.
 */
export function AccentPicker({ mode, theme, contrast, onChange }: AccentPickerProps) {
  const id = useId();
  const chosen = theme.accent[mode];
  const value = chosen ?? THEME_PRESETS[theme.preset][mode].accent;
  const worst = contrast
    .filter((result) => result.mode === mode && result.roles.some((role) => ACCENT_ROLES.has(role)))
    .reduce<ContrastResult | undefined>(
      (low, result) =>
        !low || result.ratio / result.minimum < low.ratio / low.minimum ? result : low,
      undefined,
    );
  return (
    <div className={styles.accent}>
      <label htmlFor={id}>{MODE_NAMES[mode]} accent</label>
      <input
        id={id}
        type="color"
        value={value}
        aria-describedby={`${id}-ratio`}
        onChange={(event) => onChange(event.target.value)}
      />
      <output
        id={`${id}-ratio`}
        htmlFor={id}
        className={worst?.passes === false ? styles.fails : styles.passes}
      >
        {worst &&
          `${formatRatio(worst.ratio)} for ${worst.label.toLowerCase()} (needs ${worst.minimum}:1): ${worst.passes ? 'passes AA' : 'too low'}`}
      </output>
      {chosen !== null && (
        <button type="button" className={ui.button} onClick={() => onChange(null)}>
          Preset’s accent
        </button>
      )}
    </div>
  );
}
