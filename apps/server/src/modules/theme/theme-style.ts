import {
  type FontFace,
  type FontRole,
  pairingFaces,
  type ResolvedTheme,
  type ThemePalette,
} from '@portfolio/contract';

/**
 * A theme as the head of a public page: its CSS variables for both modes and its @font-face rules
 * in one <style>, and a preload of the body font when it is not the system's. The selectors
 * (`html:root`) outrank the built stylesheet's `:root`, wherever the page puts either.
 */

/** Latin, as @fontsource cuts its `latin` files: other characters fall back to the next font. */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function paletteVariables(palette: ThemePalette): string {
  return Object.entries(palette)
    .map(([name, value]) => `--${kebab(name)}:${value}`)
    .join(';');
}

const family = (role: FontRole) =>
  role.face ? `"${role.face.family}",${role.fallback}` : role.fallback;

const fontFaceRule = (face: FontFace, url: string) =>
  `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${face.weight};font-display:swap;src:url(${url}) format("woff2");unicode-range:${LATIN}}`;

/** The <style> and preload of a theme; `fontUrl` gives each face's address. */
export async function themeHead(
  theme: ResolvedTheme,
  fontUrl: (face: FontFace) => Promise<string>,
): Promise<string> {
  const faces = pairingFaces(theme.font);
  const urls = new Map(
    await Promise.all(faces.map(async (face) => [face.file, await fontUrl(face)] as const)),
  );
  const shared = [
    `--font-body:${family(theme.font.body)}`,
    `--font-heading:${family(theme.font.heading)}`,
    `--heading-weight:${theme.font.headingWeight}`,
    `--radius:${theme.corners.card}`,
    `--radius-control:${theme.corners.control}`,
    `--radius-pill:${theme.corners.pill}`,
    `--density:${theme.density.factor}`,
    `--quote-case:${theme.quoteCase}`,
  ].join(';');
  const css = [
    `html:root{${paletteVariables(theme.light)};${shared}}`,
    `html:root[data-theme="dark"]{${paletteVariables(theme.dark)}}`,
    ...faces.map((face) => fontFaceRule(face, urls.get(face.file) ?? '')),
  ].join('');
  const body = theme.font.body.face;
  const preload = body
    ? `<link rel="preload" href="${urls.get(body.file)}" as="font" type="font/woff2" crossorigin>`
    : '';
  return `${preload}<style id="site-theme">${css}</style>`;
}
