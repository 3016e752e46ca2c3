import { type NowPlaying, publicApiPaths } from '@portfolio/contract';
import { useEffect, useState } from 'react';
import type { BrowserLoad } from '../../lib/browser-load';
import { publicApi } from '../../lib/public-api';

/** How often the track is asked for again while the page is visible. */
export const REFRESH_MS = 30_000;

export type NowPlayingState = BrowserLoad<{ nowPlaying: NowPlaying }>;

/**
 * The owner's current track, asked for after hydration and every 30 s while the page is visible;
 * a hidden tab asks nothing, and asks at once when it is shown again.
 */
export function useNowPlaying(): NowPlayingState {
  const [state, setState] = useState<NowPlayingState>({ status: 'loading' });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let stopped = false;

    const load = async () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      try {
        const nowPlaying = await publicApi<NowPlaying>(publicApiPaths.nowPlaying, {
          method: 'POST',
          signal: current.signal,
        });
        if (!current.signal.aborted) setState({ status: 'ready', nowPlaying });
      } catch {
        if (!current.signal.aborted) setState({ status: 'failed' });
      }
    };
    const tick = async () => {
      clearTimeout(timer);
      await load();
      if (!stopped && document.visibilityState === 'visible') timer = setTimeout(tick, REFRESH_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void tick();
      else clearTimeout(timer);
    };

    void tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return state;
}
