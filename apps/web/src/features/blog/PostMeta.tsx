import { formatPostDate, type PostSummary } from '@portfolio/contract';
import styles from './PostParts.module.css';

/** What a reader reads of a post's date and length: '27 November 2026 · 5 min read'. */
export function PostMeta({ post }: { post: PostSummary }) {
  return (
    <p className={styles.meta}>
      <time className="dt-published" dateTime={post.publishedAt}>
        {formatPostDate(post.publishedAt)}
      </time>
      {` · ${post.readingMinutes} min read`}
    </p>
  );
}
