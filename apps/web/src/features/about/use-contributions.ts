import { type Contributions, publicApiPaths } from '@portfolio/contract';
import { useEffect, useState } from 'react';
import type { BrowserLoad } from '../../lib/browser-load';
import { publicApi } from '../../lib/public-api';

export type ContributionsState = BrowserLoad<{ contributions: Contributions }>;

/** The last year of contributions, asked for once after hydration (through our server). */
export function useContributions(): ContributionsState {
  const [state, setState] = useState<ContributionsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    publicApi<Contributions>(`${publicApiPaths.contributions}?y=last`, {
      signal: controller.signal,
    }).then(
      (contributions) => setState({ status: 'ready', contributions }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
