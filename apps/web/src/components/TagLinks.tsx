import { usePageHref } from '../lib/messages';
import styles from './TagLinks.module.css';

/**
 * An item's tags on its card or page: each a plain link to the items with that tag, in the page's
 * language.
 */
export function TagLinks({
  tags,
  href,
  describedBy,
}: {
  tags: readonly string[];
  href(tag: string): string;
  /** The id of the item's title, which says whose tags they are. */
  describedBy: string | undefined;
}) {
  const local = usePageHref();
  if (tags.length === 0) return null;
  return (
    <p className={styles.tags}>
      {tags.map((tag) => (
        <a
          key={tag}
          className={`${styles.tag} p-category`}
          href={local(href(tag))}
          aria-describedby={describedBy}
        >
          {tag}
        </a>
      ))}
    </p>
  );
}
