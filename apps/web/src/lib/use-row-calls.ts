import { useState } from 'react';
import { reportError } from './api';

/**
 * Calls on one row of a management table (Hide/Show, Delete): the row waiting for its answer, whose
 * buttons are disabled, and the message of the last failure.
 */
export function useRowCalls() {
  const [busy, setBusy] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  async function run(rowId: string, call: () => Promise<void>, fallback: string) {
    setFailure(undefined);
    setBusy(rowId);
    try {
      await call();
    } catch (err) {
      setFailure(reportError(err, fallback));
    } finally {
      setBusy(undefined);
    }
  }

  return { busy, failure, setFailure, run };
}
