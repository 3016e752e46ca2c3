import type { PostPagePreview, PostPagePreviewBody } from '@portfolio/contract';
import { notFound } from '../errors.js';
import { framedPage } from './framed-page.js';
import type { HtmlContext } from './html.routes.js';

/**
 * The post editor's preview: the post's public page drawn from his fields before any save, by the
 * code that draws it for readers (the site's theme, header and footer, the post's title, dates,
 * reading time, tags, cover, table of contents, highlighted code and math), in the light mode and
 * without scripts, for a sandboxed frame (`framedPage`). Nothing is saved, kept or counted, and
 * the page is never public: it is this call's answer to the Admin alone. A server without the web
 * app (the API alone) has no page to draw.
 */
export async function previewPostPage(
  html: HtmlContext | undefined,
  draft: PostPagePreviewBody,
): Promise<PostPagePreview> {
  if (!html) throw notFound('This server does not draw the public pages');
  const { pathname, data, themeHead, problems } = await html.loadDraftPost(draft);
  const rendered = await html.web.publicPage(pathname, data, themeHead);
  return { html: framedPage(rendered.body, 'light'), problems };
}
