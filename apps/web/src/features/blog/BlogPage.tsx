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
import { PostCard } from './PostCard';

/**
 * The tag filter: plain links the server answers (`/blog?tag=rust`), so it works without
 * JavaScript; 'All' is the unfiltered page. A filtered page links its tag's feed.
 */
function PostTagFilter({ filter }: { filter: BlogFilter }) {
  const { tags, tag: current, total } = filter;
  if (tags.length === 0) return null;
  return (
    <TagFilter
      label="Filter posts by tag"
      allHref={BLOG_PATH}
      tags={tags}
      current={current}
      href={(tag) => blogPagePath(tag, 1)}
      status={
        <>
          {total === 0
            ? `No post is tagged “${current}”. `
            : `${total} ${total === 1 ? 'post' : 'posts'} tagged “${current}” (`}
          {total > 0 && current !== undefined && (
            <>
              <a href={blogTagFeedPath(current)}>feed</a>).{' '}
            </>
          )}
          <a href={BLOG_PATH}>See all posts</a>
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
  return (
    <CardGrid
      feed
      heading="Blog"
      before={<PostTagFilter filter={filter} />}
      after={
        <PageLinks
          page={filter.page}
          pageCount={filter.pageCount}
          href={(to) => blogPagePath(filter.tag, to)}
          label="Pages of posts"
          previous="Newer"
          next="Older"
        />
      }
    >
      {posts.map((post, index) => (
        <PostCard key={post._id} post={post} priority={index === 0} />
      ))}
    </CardGrid>
  );
}
