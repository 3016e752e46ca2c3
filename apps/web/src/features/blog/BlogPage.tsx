import {
  BLOG_PATH,
  type BlogFilter,
  blogPagePath,
  blogTagFeedPath,
  type PostSummary,
} from '@portfolio/contract';
import { CardGrid } from '../../components/CardGrid';
import styles from './BlogPage.module.css';
import { PostCard } from './PostCard';

/**
 * The tag filter: plain links the server answers (`/blog?tag=rust`), so it works without
 * JavaScript; 'All' is the unfiltered page. A filtered page links its tag's feed.
 */
function TagFilter({ filter }: { filter: BlogFilter }) {
  const { tags, tag: current, total } = filter;
  if (tags.length === 0) return null;
  const link = (href: string, label: string, selected: boolean) => (
    <a
      key={href}
      className={styles.filterLink}
      href={href}
      aria-current={selected ? 'page' : undefined}
    >
      {label}
    </a>
  );
  return (
    <nav className={styles.filter} aria-label="Filter posts by tag">
      <p className={styles.filterLinks}>
        {link(BLOG_PATH, 'All', current === undefined)}
        {tags.map((tag) => link(blogPagePath(tag, 1), tag, tag === current))}
      </p>
      {current !== undefined && (
        <p className={styles.filterStatus}>
          {total === 0
            ? `No post is tagged “${current}”. `
            : `${total} ${total === 1 ? 'post' : 'posts'} tagged “${current}” (`}
          {total > 0 && (
            <>
              <a href={blogTagFeedPath(current)}>feed</a>).{' '}
            </>
          )}
          <a href={BLOG_PATH}>See all posts</a>
        </p>
      )}
    </nav>
  );
}

/** The pages of a long list: plain links (`/blog?page=2`), previous, next and each by number. */
function PageLinks({ filter }: { filter: BlogFilter }) {
  const { tag, page, pageCount } = filter;
  if (pageCount <= 1) return null;
  const href = (to: number) => blogPagePath(tag, to);
  return (
    <nav className={styles.pages} aria-label="Pages of posts">
      {page > 1 && (
        <a className={styles.pageLink} href={href(page - 1)} rel="prev">
          Newer
        </a>
      )}
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((to) => (
        <a
          key={to}
          className={styles.pageLink}
          href={href(to)}
          aria-label={`Page ${to}`}
          aria-current={to === page ? 'page' : undefined}
        >
          {to}
        </a>
      ))}
      {page < pageCount && (
        <a className={styles.pageLink} href={href(page + 1)} rel="next">
          Older
        </a>
      )}
    </nav>
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
      before={<TagFilter filter={filter} />}
      after={<PageLinks filter={filter} />}
    >
      {posts.map((post, index) => (
        <PostCard key={post._id} post={post} priority={index === 0} />
      ))}
    </CardGrid>
  );
}
