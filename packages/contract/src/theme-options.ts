// What a theme chooses besides its colours: the font pairings (self-hosted faces), the corner
// styles and the densities. No schema library here: the server renders from it and the admin's
// picker imports it.

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF = 'Georgia, "Times New Roman", serif';
const MONO = 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace';

/** One self-hosted face: the Latin subset of one weight from an @fontsource package. */
export interface FontFace {
  family: string;
  /** The package that ships it, and its file in the package's `files/` folder. */
  pkg: string;
  file: string;
  weight: number;
}

export interface FontRole {
  /** The self-hosted face, or none for the system's fonts. */
  face: FontFace | null;
  /** What a visitor sees before it loads and for characters it lacks. */
  fallback: string;
}

export interface FontPairing {
  label: string;
  body: FontRole;
  heading: FontRole;
  /** The weight of headings. */
  headingWeight: number;
}

const face = (family: string, pkg: string, weight: number): FontFace => ({
  family,
  pkg: `@fontsource/${pkg}`,
  file: `${pkg}-latin-${weight}-normal.woff2`,
  weight,
});

/**
 * The type pairings. Each is one weight of a body face and one of a heading face, Latin only:
 * at most 40 kB on a first visit (docs/performance.md).
 */
export const FONT_PAIRINGS = {
  system: {
    label: 'System fonts',
    body: { face: null, fallback: SANS },
    heading: { face: null, fallback: SANS },
    headingWeight: 700,
  },
  modern: {
    label: 'Inter and Space Grotesk',
    body: { face: face('Inter', 'inter', 400), fallback: SANS },
    heading: { face: face('Space Grotesk', 'space-grotesk', 700), fallback: SANS },
    headingWeight: 700,
  },
  editorial: {
    label: 'Source Sans 3 and Fraunces',
    body: { face: face('Source Sans 3', 'source-sans-3', 400), fallback: SANS },
    heading: { face: face('Fraunces', 'fraunces', 600), fallback: SERIF },
    headingWeight: 600,
  },
  technical: {
    label: 'IBM Plex Sans and IBM Plex Mono',
    body: { face: face('IBM Plex Sans', 'ibm-plex-sans', 400), fallback: SANS },
    heading: { face: face('IBM Plex Mono', 'ibm-plex-mono', 600), fallback: MONO },
    headingWeight: 600,
  },
  friendly: {
    label: 'DM Sans and DM Serif Display',
    body: { face: face('DM Sans', 'dm-sans', 400), fallback: SANS },
    heading: { face: face('DM Serif Display', 'dm-serif-display', 400), fallback: SERIF },
    headingWeight: 400,
  },
} as const satisfies Record<string, FontPairing>;
export type FontPairingKey = keyof typeof FONT_PAIRINGS;
export const FONT_PAIRING_KEYS = Object.keys(FONT_PAIRINGS) as FontPairingKey[];

/** The faces a pairing loads, each once (a pairing may use one family for both roles). */
export function pairingFaces(pairing: FontPairing): FontFace[] {
  const faces = [pairing.body.face, pairing.heading.face].filter((f) => f !== null);
  return faces.filter((f, i) => faces.findIndex((other) => other.file === f.file) === i);
}

/** Corner radii: of cards, of buttons and fields, and of the tag chips. */
export const CORNER_STYLES = {
  rounded: { label: 'Rounded', card: '10px', control: '6px', pill: '999px' },
  square: { label: 'Square', card: '0', control: '0', pill: '0' },
  soft: { label: 'Soft', card: '20px', control: '999px', pill: '999px' },
} as const;
export type CornerStyle = keyof typeof CORNER_STYLES;
export const CORNER_STYLE_KEYS = Object.keys(CORNER_STYLES) as CornerStyle[];

/** Spacing: a factor of the cards' padding, the grids' gaps and the sections' margins. */
export const DENSITIES = {
  compact: { label: 'Compact', factor: 0.75 },
  comfortable: { label: 'Comfortable', factor: 1 },
  spacious: { label: 'Spacious', factor: 1.35 },
} as const;
export type Density = keyof typeof DENSITIES;
export const DENSITY_KEYS = Object.keys(DENSITIES) as Density[];
