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

/**
 * The same for a panel whose calls take turns (one at a time, every button disabled meanwhile): its
 * buttons wait while `pending`, and the last failure is the message shown.
 */
export function usePendingCalls() {
  const { busy, failure, setFailure, run } = useRowCalls();
  return {
    pending: busy !== undefined,
    failure,
    setFailure,
    run: (call: () => Promise<void>, fallback: string) => run('panel', call, fallback),
  };
}
