import {
  type ErrorDetail,
  type PostPage,
  type PostPagePreviewBody,
  readingMinutes,
} from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { markdownFor } from '../../lib/markdown.js';
import { slugOf } from '../../lib/slug.js';
import { imagesOf } from '../media/media.service.js';
import { renderPostBody } from './post-body.js';
import { storedImages } from './post-fields.js';

/** What the title of a post without one reads in its preview. */
const UNTITLED = 'Untitled';

/**
 * A post's page from the editor's fields, as readers would get it once saved: its body rendered
 * by the site's one renderer (highlighting, math, table of contents), its cover through the
 * stored image's widths, its dates and reading time as a save makes them; with what a save would
 * refuse in the body and cover. Nothing is read of other posts (no neighbours or related ones),
 * and nothing is stored.
 */
export async function draftPostPage(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  draft: PostPagePreviewBody,
): Promise<{ page: PostPage; problems: ErrorDetail[] }> {
  const markdown = await markdownFor(deps.config);
  const problems: ErrorDetail[] = markdown
    .problems(draft.body)
    .map((message) => ({ field: 'body', message }));
  const coverUrl = draft.cover ?? '';
  const covers = coverUrl ? await storedImages(deps, 'cover', [coverUrl], problems) : new Map();
  const coverId: string | null = covers.get(coverUrl) ?? null;
  const cover = (await imagesOf(deps, coverId ? [coverId] : []))(coverId);
  const now = deps.now();
  const published = draft.publishAt ? new Date(draft.publishAt) : now;
  const title = draft.title.trim() || UNTITLED;
  return {
    page: {
      post: {
        _id: '',
        slug: slugOf(title, 'post'),
        title,
        summary: (draft.summary ?? '').trim(),
        tags: [...new Set(draft.tags ?? [])],
        cover: cover.url,
        coverVariants: cover.variants,
        publishedAt: published.toISOString(),
        updatedAt: (published > now ? published : now).toISOString(),
        readingMinutes: readingMinutes(draft.body),
        ...renderPostBody(markdown, draft.body),
        canonicalUrl: draft.canonicalUrl ?? '',
        syndication: [...new Set(draft.syndication ?? [])],
      },
      related: [],
    },
    problems,
  };
}
