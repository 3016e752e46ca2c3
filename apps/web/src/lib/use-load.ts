import { useEffect, useEffectEvent, useState } from 'react';
import { api, reportError } from './api';

interface LoadRequest {
  path: string;
  /** Whether the read carries the owner's token (the admin's own calls do; public reads don't). */
  auth: boolean;
  /** The message shown when the read fails. */
  failed: string;
}

/**
 * An admin screen's read of what it shows: asked when the screen mounts and again whenever `path`
 * changes, the answer handed to `loaded`. Answers the failure to show (and its setter, for the
 * screen's own calls): a failed read's message, none once an answer came, and none for a read
 * dropped because the screen went first or asked for another path.
 */
export function useLoad<T>({ path, auth, failed }: LoadRequest, loaded: (answer: T) => void) {
  const [failure, setFailure] = useState<string | undefined>();
  const onLoaded = useEffectEvent(loaded);

  useEffect(() => {
    const controller = new AbortController();
    api<T>(path, { auth, signal: controller.signal }).then(
      (answer) => {
        onLoaded(answer);
        setFailure(undefined);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setFailure(reportError(err, failed));
      },
    );
    return () => controller.abort();
  }, [path, auth, failed]);

  return [failure, setFailure] as const;
}
