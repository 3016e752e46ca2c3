import { PostStatus, postPath } from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { type Markdown, markdownFor } from '../../lib/markdown.js';
import type { SearchDocument } from '../search/search.service.js';
import { listPostRows, type PostRow } from './posts.repository.js';

/**
 * What the site search finds of a post: its title, tags, summary and body, at its page. The public
 * finds it from its date on, unless it is a draft (decision 024's rule, `isVisiblePost`): a
 * scheduled post is found from its time without anything written then.
 */
export const postDocument = (row: PostRow, markdown: Markdown): SearchDocument => ({
  kind: 'post',
  refId: row.id,
  title: row.title,
  tags: row.tags ? row.tags.split(',') : [],
  body: `${row.summary} ${markdown.plainText(row.body)}`,
  url: postPath(row.slug),
  date: (row.published_at ?? row.updated_at).toISOString(),
  publicFrom: row.status === PostStatus.Draft ? null : row.published_at,
  texts: { id: row.id, fields: { title: row.title, summary: row.summary, body: row.body } },
});

/** What the site search finds of every post, drafts too (for the owner). */
export async function postSearchDocuments(
  deps: Pick<AppDeps, 'db' | 'config'>,
): Promise<SearchDocument[]> {
  const markdown = await markdownFor(deps.config);
  return (await listPostRows(deps.db)).map((row) => postDocument(row, markdown));
}
