import { useCallback, useEffect, useState } from 'react';
import { api, reportError } from './api';

/**
 * An account panel's read of the owner's own state: asked when the panel mounts, and again
 * (`reload`) after each of the panel's changes, so it shows what the server now holds. A failed
 * read's message goes to `setFailure`, the panel's one failure line; the last answer stays.
 * Answers the answer (none before the first), `reload` and the setter for a change's own answer.
 */
export function useReloaded<T>(
  path: string,
  failed: string,
  setFailure: (message: string | undefined) => void,
) {
  const [value, setValue] = useState<T | undefined>();
  const reload = useCallback(async () => {
    try {
      setValue(await api<T>(path, { auth: true }));
    } catch (err) {
      setFailure(reportError(err, failed));
    }
  }, [path, failed, setFailure]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return [value, reload, setValue] as const;
}
