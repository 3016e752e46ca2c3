import { SEARCH_LIMITS, SEARCH_PATH, SEARCH_QUERY } from '@portfolio/contract';
import { useMessages, usePageHref } from '../lib/messages';
import styles from './SearchForm.module.css';

/**
 * The site search's form: a plain GET to the search page (in the page's language), so it works
 * without JavaScript. In the header of every public page, and on the search page with the query
 * searched.
 */
export function SearchForm({
  query = '',
  label,
  className,
}: {
  query?: string;
  /**
   * The form's and its field's accessible name: two forms on one page need two names. The
   * header's, 'Search the site' in the page's language, by default.
   */
  label?: string;
  className?: string | undefined;
}) {
  const { m } = useMessages();
  const local = usePageHref();
  const name = label ?? m.searchSite();
  return (
    // The role, not HTML's newer <search> element: browsers before 2023 and jsdom know only it.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form
      role="search"
      aria-label={name}
      action={local(SEARCH_PATH)}
      method="get"
      className={className ? `${styles.form} ${className}` : styles.form}
    >
      <input
        type="search"
        name={SEARCH_QUERY}
        defaultValue={query}
        aria-label={name}
        placeholder={m.search()}
        maxLength={SEARCH_LIMITS.queryChars}
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        {m.search()}
      </button>
    </form>
  );
}
