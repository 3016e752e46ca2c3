import {
  formatPostDate,
  SEARCH_KIND_LABELS,
  type SearchAnswer,
  type SearchResult,
  searchPagePath,
} from '@portfolio/contract';
import { PageLinks } from '../../components/PageLinks';
import { SearchForm } from '../../components/SearchForm';
import { SearchSnippet } from '../../components/SearchSnippet';
import styles from './SearchPage.module.css';
import { useLiveSearch } from './use-live-search';

/** A date as the site shows it: a post's day ('4 March 2025'), a project's '2024-05' as it is. */
const shownDate = (date: string) => (date.length > 10 ? formatPostDate(date) : date);

function Result({ result }: { result: SearchResult }) {
  return (
    <li className={styles.result}>
      <a className={styles.title} href={result.url}>
        {result.title}
      </a>
      <p className={styles.meta}>
        {SEARCH_KIND_LABELS[result.kind]}
        {result.date !== '' && (
          <>
            {' · '}
            <time dateTime={result.date}>{shownDate(result.date)}</time>
          </>
        )}
      </p>
      <SearchSnippet parts={result.snippet} as="p" className={styles.snippet} />
    </li>
  );
}

/** How many were found, in words. */
function summaryOf({ query, total }: SearchAnswer): string {
  if (total === 0) return `Nothing found for “${query}”.`;
  return `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`;
}

/**
 * The search page (/search?q=…), drawn by the server: the form with the query, then a page of
 * plain links, each with its kind, date and a few words with the matched ones marked, and the
 * links to the other pages. Without a query, the form alone. No script is needed for any of it;
 * with script, the results follow the field as one types (`useLiveSearch`).
 */
export function SearchPage({ search: served }: { search: SearchAnswer }) {
  const { search, onQuery } = useLiveSearch(served);
  const { query, page, pageCount, results } = search;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Search</h1>
      {/* The field's input events, as they bubble: the header's form stays a plain form. */}
      <div onInput={(event) => onQuery((event.target as HTMLInputElement).value)}>
        <SearchForm query={served.query} label="Search" className={styles.form} />
      </div>
      {query !== '' && (
        <>
          <p className={styles.summary} role="status">
            {summaryOf(search)}
          </p>
          <ol className={styles.results}>
            {results.map((result) => (
              <Result key={`${result.kind} ${result.url} ${result.title}`} result={result} />
            ))}
          </ol>
          <PageLinks
            page={page}
            pageCount={pageCount}
            href={(to) => searchPagePath(query, to)}
            label="Pages of results"
            previous="Previous"
            next="Next"
          />
        </>
      )}
    </div>
  );
}
