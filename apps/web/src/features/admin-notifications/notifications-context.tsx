import { apiPaths, type IdsResult, LIMITS, type Notification } from '@portfolio/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { api, reportError, tokenStore } from '../../lib/api';
import { onContentChange } from '../../lib/changes';
import { createRequiredContext } from '../../lib/required-context';

export interface Notifications {
  /** Newest first; undefined until loaded. */
  items: Notification[] | undefined;
  error: string | undefined;
  /** Loads the list again and marks every unread one read (spec §4: opening Notification). */
  markAllRead(): Promise<void>;
  /** Deletes notifications; throws the server's message on failure. */
  remove(ids: readonly string[]): Promise<void>;
}

const NotificationsContext = createRequiredContext<Notifications>('Notifications');

/** The API takes at most LIMITS.idsMax ids a call. */
function chunks(ids: readonly string[]): string[][] {
  const result: string[][] = [];
  for (let i = 0; i < ids.length; i += LIMITS.idsMax) result.push(ids.slice(i, i + LIMITS.idsMax));
  return result;
}

/**
 * The owner's notifications for the whole admin area: the badge counts the unread ones, and the
 * list loads again after every change the owner makes (the server writes one for each) and on every
 * screen change.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  // Each load and change takes a number; an answer that a later one overtook is dropped.
  const latest = useRef(0);

  const load = useCallback(async (): Promise<Notification[] | undefined> => {
    const mine = ++latest.current;
    // Logged out (the admin is leaving for the login): there is nothing of his to load.
    if (!tokenStore.get()) return undefined;
    try {
      const list = await api<Notification[]>(apiPaths.notifications.list, {
        method: 'POST',
        auth: true,
      });
      if (mine === latest.current) {
        setItems(list);
        setError(undefined);
      }
      return list;
    } catch (err) {
      if (mine === latest.current) setError(reportError(err, 'Notifications could not be loaded'));
      return undefined;
    }
  }, []);

  useEffect(() => onContentChange(() => void load()), [load]);

  // Loaded again on every screen change: the badge stays current, and since this call needs the
  // token (the content lists do not), a token that expired meanwhile sends the owner to the login.
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` triggers the reload
  useEffect(() => {
    void load();
  }, [load, pathname]);

  const markAllRead = useCallback(async () => {
    const list = await load();
    const unread = new Set(list?.filter((n) => !n.isReaded).map((n) => n._id));
    if (!list || unread.size === 0) return;
    // The loads begun before the marking are dropped from here: they would show these unread.
    latest.current++;
    let marked = false;
    try {
      for (const ids of chunks([...unread])) {
        await api<IdsResult>(apiPaths.notifications.markRead, {
          method: 'PATCH',
          auth: true,
          json: { ids },
        });
      }
      marked = true;
    } catch (err) {
      setError(reportError(err, 'Notifications could not be marked read'));
    }
    // Opened directly, the screen change's load was begun before the marking and is dropped: when
    // no list is shown yet, this one is.
    setItems((current) => {
      const shown = current ?? list;
      return marked ? shown.map((n) => (unread.has(n._id) ? { ...n, isReaded: true } : n)) : shown;
    });
  }, [load]);

  const remove = useCallback(async (ids: readonly string[]) => {
    latest.current++;
    const gone = new Set<string>();
    try {
      for (const chunk of chunks(ids)) {
        const result = await api<IdsResult>(apiPaths.notifications.delete, {
          method: 'DELETE',
          auth: true,
          json: { ids: chunk },
        });
        for (const id of result.ids) gone.add(id);
      }
    } finally {
      setItems((current) => current?.filter((n) => !gone.has(n._id)));
    }
  }, []);

  const value = useMemo<Notifications>(
    () => ({ items, error, markAllRead, remove }),
    [items, error, markAllRead, remove],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export const useNotifications = NotificationsContext.useValue;
