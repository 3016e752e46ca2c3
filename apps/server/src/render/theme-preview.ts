import type { ThemePreview, ThemePreviewRequest } from '@portfolio/contract';
import { notFound } from '../errors.js';
import { themeHeadOf } from '../modules/theme/theme.service.js';
import type { HtmlContext } from './html.routes.js';

const ROOT = '<html lang="en"';
/** The page's scripts (the mode script, the app's modules and their preloads), not its data. */
const SCRIPTS =
  /<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A public page as it would look with a draft theme, in the mode asked for: the page rendered as a
 * visitor gets it, with the draft's head instead of the stored theme's. Nothing is saved, kept or
 * counted. It is shown in a frame that runs no script, so its scripts are left out (the browser
 * would only refuse each) and the mode is set on the root element, as the mode script does. A
 * server without the web app (the API alone) has no page to draw.
 */
export async function previewTheme(
  html: HtmlContext | undefined,
  { theme, page, mode }: ThemePreviewRequest,
): Promise<ThemePreview> {
  if (!html) throw notFound('This server does not draw the public pages');
  const loaded = await html.loadPage(page, {});
  if ('redirect' in loaded) throw notFound('This page moved');
  const rendered = await html.web.publicPage(page, loaded.data, await themeHeadOf(theme));
  const body = rendered.body.replaceAll(SCRIPTS, '');
  return { html: body.replace(ROOT, `${ROOT} data-theme="${mode}"`) };
}
