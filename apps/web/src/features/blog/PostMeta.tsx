import englishBlog from 'virtual:messages/en.blog';
import { formatPostDate, type PostSummary } from '@portfolio/contract';
import { useMessages } from '../../lib/messages';
import styles from './PostParts.module.css';

/**
 * What a reader reads of a post's date and length, in the page's language: '27 November 2026 ·
 * 5 min read'.
 */
export function PostMeta({ post }: { post: PostSummary }) {
  const { m, parts } = useMessages();
  return (
    <p className={styles.meta}>
      <time className="dt-published" dateTime={post.publishedAt}>
        {formatPostDate(post.publishedAt, parts?.locale)}
      </time>
      {` · ${(m.readingTime ?? englishBlog.readingTime)({ minutes: post.readingMinutes })}`}
    </p>
  );
}
