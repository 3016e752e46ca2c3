import englishLists from 'virtual:messages/en.lists';
import englishSearch from 'virtual:messages/en.search';
import {
  formatPostDate,
  type SearchAnswer,
  type SearchResult,
  searchPagePath,
} from '@portfolio/contract';
import { PageLinks } from '../../components/PageLinks';
import { SearchForm } from '../../components/SearchForm';
import { SearchSnippet } from '../../components/SearchSnippet';
import { useMessages, usePageHref, useTexts } from '../../lib/messages';
import styles from './SearchPage.module.css';
import { useLiveSearch } from './use-live-search';

/**
 * A date as the site shows it: a post's day ('4 March 2025', in the page's language), a project's
 * '2024-05' as it is.
 */
const shownDate = (date: string, locale: string | undefined) =>
  date.length > 10 ? formatPostDate(date, locale) : date;

/** A result's address on the site, in the page's language (one elsewhere as it is). */
const onSite = (url: string) => url.startsWith('/') && !url.startsWith('//');

function Result({ result }: { result: SearchResult }) {
  const t = useTexts(englishSearch);
  const local = usePageHref();
  const locale = useMessages().parts?.locale;
  return (
    <li className={styles.result}>
      <a className={styles.title} href={onSite(result.url) ? local(result.url) : result.url}>
        {result.title}
      </a>
      <p className={styles.meta}>
        {t.searchKind[result.kind]()}
        {result.date !== '' && (
          <>
            {' · '}
            <time dateTime={result.date}>{shownDate(result.date, locale)}</time>
          </>
        )}
      </p>
      <SearchSnippet parts={result.snippet} as="p" className={styles.snippet} />
    </li>
  );
}

/**
 * The search page (/search?q=…), drawn by the server: the form with the query, then a page of
 * plain links, each with its kind, date and a few words with the matched ones marked, and the
 * links to the other pages. Without a query, the form alone. No script is needed for any of it;
 * with script, the results follow the field as one types (`useLiveSearch`). In the page's
 * language, its links too.
 */
export function SearchPage({ search: served }: { search: SearchAnswer }) {
  const local = usePageHref();
  const { search, onQuery } = useLiveSearch(served, local);
  const { query, page, pageCount, results, total } = search;
  const t = useTexts({ ...englishLists, ...englishSearch });
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t.searchHeading()}</h1>
      {/* The field's input events, as they bubble: the header's form stays a plain form. */}
      <div onInput={(event) => onQuery((event.target as HTMLInputElement).value)}>
        <SearchForm query={served.query} label={t.searchHeading()} className={styles.form} />
      </div>
      {query !== '' && (
        <>
          <p className={styles.summary} role="status">
            {t.searchResults({ total, query })}
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
            label={t.pagesOfResults()}
            previous={t.previousPage()}
            next={t.nextPage()}
          />
        </>
      )}
    </div>
  );
}
