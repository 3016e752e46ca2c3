import type { ThemePreview, ThemePreviewRequest } from '@portfolio/contract';
import { notFound } from '../errors.js';
import { themeHeadOf } from '../modules/theme/theme.service.js';
import { framedPage } from './framed-page.js';
import type { HtmlContext } from './html.routes.js';

/**
 * A public page as it would look with a draft theme, in the mode asked for: the page rendered as a
 * visitor gets it, with the draft's head instead of the stored theme's. Nothing is saved, kept or
 * counted. It is shown in a frame that runs no script (`framedPage`). A server without the web app
 * (the API alone) has no page to draw.
 */
export async function previewTheme(
  html: HtmlContext | undefined,
  { theme, page, mode }: ThemePreviewRequest,
): Promise<ThemePreview> {
  if (!html) throw notFound('This server does not draw the public pages');
  const loaded = await html.loadPage(page, {});
  if ('redirect' in loaded) throw notFound('This page moved');
  const rendered = await html.web.publicPage(page, loaded.data, await themeHeadOf(theme));
  return { html: framedPage(rendered.body, mode) };
}
