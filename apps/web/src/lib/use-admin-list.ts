import type { Deleted } from '@portfolio/contract';
import { useEffect, useState } from 'react';
import { api, reportError } from './api';
import { change } from './changes';

export interface AdminList<Item> {
  /** undefined while loading. */
  items: Item[] | undefined;
  /** Why the list could not be loaded. */
  error: string | undefined;
  /** Changes the list locally after a change the server confirmed (spec §4). */
  setItems(update: (items: Item[]) => Item[]): void;
  /** Puts an item the server saved in place of the one with its id, or first when it is new. */
  save(saved: Item): void;
  /** Deletes an item on the server (its delete path), then drops it from the list. */
  remove(path: string): Promise<void>;
  /** An add or edit form's callbacks: `close` closes it; an item it saved is put in the list first. */
  formCalls(close: () => void): { onClose(): void; onSaved(saved: Item): void };
}

/**
 * A management list (every item, hidden ones too, newest first), loaded once with the token: by
 * POST as spec §7's list calls are, or by GET for the calls added since; loaded again when
 * `version` moves (something else than the screen's own calls changed it: an import).
 */
export function useAdminList<Item extends { _id: string }>(
  path: string,
  method: 'GET' | 'POST' = 'POST',
  version = 0,
): AdminList<Item> {
  const [items, setList] = useState<Item[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `version` loads the list again
  useEffect(() => {
    const controller = new AbortController();
    api<Item[]>(path, { method, auth: true, signal: controller.signal }).then(
      (list) => setList(list),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(reportError(err, 'The list could not be loaded'));
      },
    );
    return () => controller.abort();
  }, [path, method, version]);
  const setItems = (update: (items: Item[]) => Item[]) =>
    setList((current) => update(current ?? []));
  const save = (saved: Item) =>
    setItems((items) =>
      items.some((item) => item._id === saved._id)
        ? items.map((item) => (item._id === saved._id ? saved : item))
        : [saved, ...items],
    );
  return {
    items,
    error,
    setItems,
    save,
    remove: async (deletePath) => {
      const { _id } = await change(api<Deleted>(deletePath, { method: 'DELETE', auth: true }));
      setItems((items) => items.filter((item) => item._id !== _id));
    },
    formCalls: (close) => ({
      onClose: close,
      onSaved: (saved) => {
        save(saved);
        close();
      },
    }),
  };
}
