import {
  type AdminSearchAnswer,
  type AdminSearchResult,
  apiPaths,
  SEARCH_KIND_LABELS,
  SEARCH_LIMITS,
  SEARCH_QUERY,
} from '@portfolio/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SearchSnippet } from '../../components/SearchSnippet';
import { searchResultPath } from '../../lib/admin-screens';
import { api, reportError } from '../../lib/api';
import styles from './AdminSearch.module.css';

/** Whether the public sees it, in the owner's words: a post not public is a draft. */
function visibilityLabel(result: AdminSearchResult): string {
  if (result.visibility === 'public') return 'Public';
  if (result.visibility === 'scheduled') return 'Scheduled';
  return result.kind === 'post' ? 'Draft' : 'Hidden';
}

function Found({ result, onChosen }: { result: AdminSearchResult; onChosen(): void }) {
  return (
    <li className={styles.result}>
      <Link to={searchResultPath(result)} onClick={onChosen} className={styles.title}>
        {result.title}
      </Link>
      <span className={styles.meta}>
        {SEARCH_KIND_LABELS[result.kind]} · {visibilityLabel(result)}
      </span>
      <SearchSnippet parts={result.snippet} as="span" className={styles.snippet} />
    </li>
  );
}

/**
 * The admin header's search: finds any content to edit, drafts and hidden things too (the owner's
 * search call), and leads to the screen that edits it.
 */
export function AdminSearch() {
  const [answer, setAnswer] = useState<AdminSearchAnswer>();
  const [failure, setFailure] = useState<string>();

  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get(SEARCH_QUERY) ?? '');
    if (query.trim() === '') {
      setAnswer(undefined);
      return;
    }
    try {
      const params = new URLSearchParams({ [SEARCH_QUERY]: query });
      setAnswer(await api<AdminSearchAnswer>(`${apiPaths.search.admin}?${params}`, { auth: true }));
      setFailure(undefined);
    } catch (err) {
      setFailure(reportError(err, 'Could not search'));
    }
  }

  const close = () => setAnswer(undefined);
  return (
    <div className={styles.search}>
      {/* biome-ignore lint/a11y/useSemanticElements: the role, as the public search form has it */}
      <form role="search" aria-label="Find content to edit" onSubmit={find} className={styles.form}>
        <input
          type="search"
          name={SEARCH_QUERY}
          aria-label="Find content to edit"
          placeholder="Find content to edit"
          maxLength={SEARCH_LIMITS.queryChars}
          className={styles.input}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
        <button type="submit" className={styles.button}>
          Find
        </button>
      </form>
      <ErrorMessage message={failure} />
      {answer && (
        <section aria-label="Content found" className={styles.panel}>
          <p role="status" className={styles.summary}>
            {answer.total === 0
              ? `Nothing found for “${answer.query}”.`
              : `${answer.total} found for “${answer.query}”${answer.pageCount > 1 ? `, the first ${answer.results.length} shown` : ''}`}
          </p>
          {answer.results.length > 0 && (
            <ul className={styles.results}>
              {answer.results.map((result) => (
                <Found key={`${result.kind} ${result.id}`} result={result} onChosen={close} />
              ))}
            </ul>
          )}
          <button type="button" className={styles.button} onClick={close}>
            Close
          </button>
        </section>
      )}
    </div>
  );
}
