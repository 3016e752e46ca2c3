import { vi } from 'vitest';

/** jsdom has no matchMedia: answer every query with `matches`, or by a function of the query. */
export function stubMatchMedia(matches: boolean | ((query: string) => boolean)): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: typeof matches === 'function' ? matches(query) : matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Whether the browser would ask before the page is left: a `beforeunload` the page cancels. */
export function asksBeforeLeaving(): boolean {
  const leave = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leave);
  return leave.defaultPrevented;
}
