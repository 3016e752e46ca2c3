import { useEffect, useState } from 'react';
import { api, reportError } from './api';

export interface AdminList<Item> {
  /** undefined while loading. */
  items: Item[] | undefined;
  /** Why the list could not be loaded. */
  error: string | undefined;
  /** Changes the list locally after a change the server confirmed (spec §4). */
  setItems(update: (items: Item[]) => Item[]): void;
}

/** A management list (every item, hidden ones too, newest first), loaded once with the token. */
export function useAdminList<Item>(path: string): AdminList<Item> {
  const [items, setList] = useState<Item[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    api<Item[]>(path, { method: 'POST', auth: true, signal: controller.signal }).then(
      (list) => setList(list),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(reportError(err, 'The list could not be loaded'));
      },
    );
    return () => controller.abort();
  }, [path]);
  return {
    items,
    error,
    setItems: (update) => setList((current) => update(current ?? [])),
  };
}
