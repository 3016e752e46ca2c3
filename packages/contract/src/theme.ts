import { type Static, Type } from '@sinclair/typebox';
import { HEX_COLOUR_PATTERN } from './contrast.js';
import { CORNER_STYLE_KEYS, DENSITY_KEYS, FONT_PAIRING_KEYS } from './theme-options.js';
import { THEME_MODES, THEME_PRESET_KEYS } from './theme-presets.js';

/** One of a registry's keys, typed as those keys. */
const oneOf = <T extends string>(keys: readonly T[], description: string) =>
  Type.Unsafe<T>(
    Type.Union(
      keys.map((key) => Type.Literal(key)),
      { description },
    ),
  );

const orPreset = <T extends string>(keys: readonly T[], description: string) =>
  Type.Union([oneOf(keys, description), Type.Null()], {
    description: `${description}; null: the preset's`,
  });

const Colour = Type.Union([
  Type.String({ pattern: HEX_COLOUR_PATTERN, description: 'A colour as #rrggbb' }),
  Type.Null(),
]);

/**
 * The site's theme: a preset and what the owner changed of it (null: the preset's own). Read by
 * anyone (it is what the public pages show), replaced whole by the Admin; a theme whose colours
 * fail WCAG AA contrast in either mode is refused.
 */
export const SiteTheme = Type.Object(
  {
    preset: oneOf(THEME_PRESET_KEYS, 'The designed look it starts from'),
    accent: Type.Object(
      { light: Colour, dark: Colour },
      { additionalProperties: false, description: 'The accent colour of each mode' },
    ),
    font: orPreset(FONT_PAIRING_KEYS, 'The type pairing'),
    corners: orPreset(CORNER_STYLE_KEYS, 'The corner style'),
    density: orPreset(DENSITY_KEYS, 'The spacing'),
  },
  { additionalProperties: false },
);
export type SiteTheme = Static<typeof SiteTheme>;

/** The pages a preview shows: the public Home and Projects. */
export const THEME_PREVIEW_PAGES = ['/', '/projects'] as const;

/** A draft theme drawn on a public page, for the Admin's preview; nothing is saved. */
export const ThemePreviewRequest = Type.Object(
  {
    theme: SiteTheme,
    page: oneOf(THEME_PREVIEW_PAGES, 'The public page to draw'),
    mode: oneOf(THEME_MODES, 'The display mode'),
  },
  { additionalProperties: false },
);
export type ThemePreviewRequest = Static<typeof ThemePreviewRequest>;

/** A public page drawn with a draft theme: a whole HTML document, for a sandboxed frame. */
export const ThemePreview = Type.Object({ html: Type.String() });
export type ThemePreview = Static<typeof ThemePreview>;
