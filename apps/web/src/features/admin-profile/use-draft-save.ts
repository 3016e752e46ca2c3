import { type FormEvent, useState } from 'react';
import { reportError } from '../../lib/api';
import { focusFirstProblem } from '../../lib/validation';

/**
 * The save of a section's draft: its problems shown and the first one focused; else the save, its
 * answer as the new draft, and 'saved' until the next edit. A failure says what went wrong.
 */
export function useDraftSave<Draft, Problems extends Readonly<Record<string, string | undefined>>>({
  problemsOf,
  save,
  setDraft,
  failureText,
}: {
  problemsOf(draft: Draft): Problems;
  save(draft: Draft): Promise<Draft>;
  setDraft(draft: Draft): void;
  failureText: string;
}) {
  const [problems, setProblems] = useState<Partial<Problems>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>, draft: Draft | undefined) {
    event.preventDefault();
    if (!draft) return;
    const found = problemsOf(draft);
    setProblems(found);
    setFailure(undefined);
    setSaved(false);
    if (focusFirstProblem(event.currentTarget, found)) return;
    setPending(true);
    try {
      setDraft(await save(draft));
      setSaved(true);
    } catch (err) {
      setFailure(reportError(err, failureText));
    } finally {
      setPending(false);
    }
  }

  return { problems, failure, setFailure, saved, setSaved, pending, submit };
}
