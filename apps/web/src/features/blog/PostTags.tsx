import { blogTagPath } from '@portfolio/contract';
import styles from './PostParts.module.css';

/** A post's tags: each a plain link to the posts with that tag. */
export function PostTags({ tags, describedBy }: { tags: readonly string[]; describedBy?: string }) {
  if (tags.length === 0) return null;
  return (
    <p className={styles.tags}>
      {tags.map((tag) => (
        <a
          key={tag}
          className={`${styles.tag} p-category`}
          href={blogTagPath(tag)}
          aria-describedby={describedBy}
        >
          {tag}
        </a>
      ))}
    </p>
  );
}
