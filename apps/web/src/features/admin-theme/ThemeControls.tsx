import {
  CORNER_STYLE_KEYS,
  CORNER_STYLES,
  type ContrastResult,
  DENSITIES,
  DENSITY_KEYS,
  FONT_PAIRING_KEYS,
  FONT_PAIRINGS,
  presetChoice,
  type SiteTheme,
  THEME_MODES,
  THEME_PRESET_KEYS,
  THEME_PRESETS,
} from '@portfolio/contract';
import type { ReactNode } from 'react';
import { Field } from '../../components/Field';
import { AccentPicker } from './AccentPicker';
import styles from './Theme.module.css';

interface ThemeControlsProps {
  theme: SiteTheme;
  contrast: ContrastResult[];
  onChange(theme: SiteTheme): void;
}

/** A choice of the preset's own (null) or one of `keys`, as a select. */
function PresetOr<T extends string>(props: {
  label: string;
  value: T | null;
  presetValue: T;
  keys: readonly T[];
  name(key: T): string;
  onChange(value: T | null): void;
}): ReactNode {
  return (
    <Field label={props.label}>
      {(control) => (
        <select
          {...control}
          value={props.value ?? ''}
          onChange={(event) => props.onChange((event.target.value || null) as T | null)}
        >
          <option value="">Preset’s: {props.name(props.presetValue)}</option>
          {props.keys.map((key) => (
            <option key={key} value={key}>
              {props.name(key)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The presets, each with its two palettes drawn as swatches, then what the owner may change. */
export function ThemeControls({ theme, contrast, onChange }: ThemeControlsProps) {
  const preset = THEME_PRESETS[theme.preset];
  return (
    <>
      <fieldset className={styles.group}>
        <legend>Preset</legend>
        <div className={styles.presets}>
          {THEME_PRESET_KEYS.map((key) => {
            const { label, description, light, dark } = THEME_PRESETS[key];
            return (
              <label key={key} className={styles.preset}>
                <input
                  type="radio"
                  name="preset"
                  value={key}
                  checked={theme.preset === key}
                  onChange={() => onChange(presetChoice(key))}
                />
                <span className={styles.presetName}>{label}</span>
                <span className={styles.swatches} aria-hidden="true">
                  {[light, dark].map((palette) => (
                    <span
                      key={palette.bg}
                      className={styles.swatch}
                      style={{
                        background: palette.bg,
                        color: palette.accent,
                        borderColor: palette.border,
                      }}
                    >
                      Aa
                    </span>
                  ))}
                </span>
                <span className={styles.description}>{description}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Accent colour</legend>
        {THEME_MODES.map((mode) => (
          <AccentPicker
            key={mode}
            mode={mode}
            theme={theme}
            contrast={contrast}
            onChange={(accent) =>
              onChange({ ...theme, accent: { ...theme.accent, [mode]: accent } })
            }
          />
        ))}
      </fieldset>
      <PresetOr
        label="Fonts"
        value={theme.font}
        presetValue={preset.font}
        keys={FONT_PAIRING_KEYS}
        name={(key) => FONT_PAIRINGS[key].label}
        onChange={(font) => onChange({ ...theme, font })}
      />
      <PresetOr
        label="Corners"
        value={theme.corners}
        presetValue={preset.corners}
        keys={CORNER_STYLE_KEYS}
        name={(key) => CORNER_STYLES[key].label}
        onChange={(corners) => onChange({ ...theme, corners })}
      />
      <PresetOr
        label="Density"
        value={theme.density}
        presetValue={preset.density}
        keys={DENSITY_KEYS}
        name={(key) => DENSITIES[key].label}
        onChange={(density) => onChange({ ...theme, density })}
      />
    </>
  );
}
