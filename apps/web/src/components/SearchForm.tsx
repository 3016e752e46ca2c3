import { SEARCH_LIMITS, SEARCH_PATH, SEARCH_QUERY } from '@portfolio/contract';
import styles from './SearchForm.module.css';

/**
 * The site search's form: a plain GET to the search page, so it works without JavaScript. In the
 * header of every public page, and on the search page with the query searched.
 */
export function SearchForm({
  query = '',
  label = 'Search the site',
  className,
}: {
  query?: string;
  /** The form's and its field's accessible name: two forms on one page need two names. */
  label?: string;
  className?: string | undefined;
}) {
  return (
    // The role, not HTML's newer <search> element: browsers before 2023 and jsdom know only it.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form
      role="search"
      aria-label={label}
      action={SEARCH_PATH}
      method="get"
      className={className ? `${styles.form} ${className}` : styles.form}
    >
      <input
        type="search"
        name={SEARCH_QUERY}
        defaultValue={query}
        aria-label={label}
        placeholder="Search"
        maxLength={SEARCH_LIMITS.queryChars}
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        Search
      </button>
    </form>
  );
}
