import englishPost from 'virtual:messages/en.post';
import { formatPostDate, type PostSummary } from '@portfolio/contract';
import { useMessages, useTexts } from '../../lib/messages';
import styles from './PostParts.module.css';

/**
 * What a reader reads of a post's date and length, in the page's language: '27 November 2026 ·
 * 5 min read'.
 */
export function PostMeta({ post }: { post: PostSummary }) {
  const { parts } = useMessages();
  const t = useTexts(englishPost);
  return (
    <p className={styles.meta}>
      <time className="dt-published" dateTime={post.publishedAt}>
        {formatPostDate(post.publishedAt, parts?.locale)}
      </time>
      {` · ${t.readingTime({ minutes: post.readingMinutes })}`}
    </p>
  );
}
