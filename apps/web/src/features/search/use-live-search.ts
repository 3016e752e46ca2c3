import {
  SEARCH_API_PATH,
  SEARCH_PATH,
  SEARCH_QUERY,
  type SearchAnswer,
  searchPagePath,
} from '@portfolio/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../lib/messages';
import { publicApi } from '../../lib/public-api';

/** How long the field rests before its words are searched: one call a pause, not one a key. */
const LIVE_SEARCH_DELAY_MS = 250;

const NO_QUERY: SearchAnswer = { query: '', page: 1, pageCount: 1, total: 0, results: [] };

/**
 * The search page's results as the visitor types, with JavaScript: the words the field holds once
 * it rests, asked of the same server call the page's results come from (`GET /api/search`), and
 * the page's address (in its language: `local`) following them, so a reload or a shared link
 * shows the same. An answer to older words is dropped; a failed call keeps what is shown (the form
 * still submits), as does a query the call refuses (one with a character that is not text, which
 * the page's own form drops). On a page in another language than the default (`/pt/search`), the
 * call names it, so what has a text in it comes first, in it.
 */
export function useLiveSearch(initial: SearchAnswer, local: (path: string) => string) {
  const pageLanguage = useMessages().parts?.data.pageLanguage;
  const language =
    pageLanguage && pageLanguage.language !== pageLanguage.defaultLanguage
      ? pageLanguage.language
      : undefined;
  const [search, setSearch] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const onQuery = useCallback(
    (typed: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(async () => {
        inFlight.current?.abort();
        const query = typed.trim();
        if (query === '') {
          setSearch(NO_QUERY);
          window.history.replaceState(null, '', local(SEARCH_PATH));
          return;
        }
        const controller = new AbortController();
        inFlight.current = controller;
        try {
          const answer = await publicApi<SearchAnswer>(
            `${SEARCH_API_PATH}?${new URLSearchParams({ [SEARCH_QUERY]: query, ...(language ? { language } : {}) })}`,
            { signal: controller.signal },
          );
          if (controller.signal.aborted) return;
          setSearch(answer);
          window.history.replaceState(null, '', local(searchPagePath(answer.query)));
        } catch {
          // Aborted by newer words, or failed: what is shown stays.
        }
      }, LIVE_SEARCH_DELAY_MS);
    },
    [local, language],
  );

  return { search, onQuery };
}
