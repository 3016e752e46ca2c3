import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from './theme-boot';

export type Mode = 'light' | 'dark';

const listeners = new Set<() => void>();

function currentMode(): Mode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** The shared mode handler: applies the mode, remembers it, and tells every subscriber. */
export function setMode(mode: Mode): void {
  document.documentElement.dataset.theme = mode;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage may be off (private mode): the mode still applies to this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The display mode. The server cannot know it, so it renders light and the client corrects it right
 * after hydration (useSyncExternalStore's server snapshot), without a hydration mismatch.
 */
export function useMode(): Mode {
  return useSyncExternalStore(subscribe, currentMode, () => 'light');
}
