import englishBlog from 'virtual:messages/en.blog';
import {
  BLOG_PATH,
  type BlogFilter,
  blogPagePath,
  blogTagFeedPath,
  type PostSummary,
} from '@portfolio/contract';
import { CardGrid } from '../../components/CardGrid';
import { PageLinks } from '../../components/PageLinks';
import { TagFilter } from '../../components/TagFilter';
import { usePageHref, useTexts } from '../../lib/messages';
import { PostCard } from './PostCard';

/**
 * The tag filter: plain links the server answers (`/blog?tag=rust`), so it works without
 * JavaScript; 'All' is the unfiltered page. A filtered page links its tag's feed. In the page's
 * language, its links too.
 */
function PostTagFilter({ filter }: { filter: BlogFilter }) {
  const { tags, tag: current, total } = filter;
  const t = useTexts(englishBlog);
  const local = usePageHref();
  if (tags.length === 0) return null;
  return (
    <TagFilter
      label={t.filterPosts()}
      allHref={BLOG_PATH}
      tags={tags}
      current={current}
      href={(tag) => blogPagePath(tag, 1)}
      status={
        <>
          {`${t.postsTagged({ count: total, tag: current ?? '' })}${total === 0 ? ' ' : ' ('}`}
          {total > 0 && current !== undefined && (
            <>
              <a href={local(blogTagFeedPath(current))}>{t.tagFeed()}</a>).{' '}
            </>
          )}
          <a href={local(BLOG_PATH)}>{t.seeAllPosts()}</a>
        </>
      }
    />
  );
}

/**
 * The blog (/blog): the posts, newest first, a card each (an h-feed of h-entries), with the tag
 * filter and the pages; the server's list is already filtered and cut to the page shown.
 */
export function BlogPage({ posts, filter }: { posts: readonly PostSummary[]; filter: BlogFilter }) {
  const t = useTexts(englishBlog);
  return (
    <CardGrid
      feed
      heading={t.blogHeading()}
      before={<PostTagFilter filter={filter} />}
      after={
        <PageLinks
          page={filter.page}
          pageCount={filter.pageCount}
          href={(to) => blogPagePath(filter.tag, to)}
          label={t.pagesOfPosts()}
          previous={t.newerPosts()}
          next={t.olderPosts()}
        />
      }
    >
      {posts.map((post, index) => (
        <PostCard key={post._id} post={post} priority={index === 0} />
      ))}
    </CardGrid>
  );
}
