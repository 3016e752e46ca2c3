import { apiPaths, RESUME_IMPORT_MAX_BYTES, type ResumeImportPlan } from '@portfolio/contract';
import { useId, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { StatusMessage } from '../../components/StatusMessage';
import { ApiError, api, reportError } from '../../lib/api';
import { change } from '../../lib/changes';
import styles from './Profile.module.css';

/** The message of a refused preview or import: the server's, with the fields it names. */
function messageOf(err: unknown, fallback: string): string {
  const message = reportError(err, fallback);
  if (!(err instanceof ApiError) || !err.details?.length) return message;
  const named = err.details.slice(0, 5).map((detail) => `${detail.field} ${detail.message}`);
  return `${message}: ${named.join('; ')}${err.details.length > 5 ? '; …' : ''}`;
}

/** A file's text, through FileReader: every browser (and the test DOM) has it. */
function textOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** The document of a chosen file, or a message saying why it is none. */
async function readDocument(file: File): Promise<{ document?: unknown; problem?: string }> {
  if (file.size > RESUME_IMPORT_MAX_BYTES) {
    return {
      problem: `The file is too large: at most ${RESUME_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
    };
  }
  try {
    return { document: JSON.parse(await textOf(file)) };
  } catch {
    return { problem: 'The file is not JSON, so it is no JSON Resume document' };
  }
}

/** The section's heading and its id, which the Profile screen's section links point at. */
export const RESUME_IMPORT_HEADING = 'Import resume.json';
export const RESUME_IMPORT_HEADING_ID = 'resume-import-heading';

/**
 * Importing a resume.json (JSON Resume): the chosen file's preview lists what the import adds,
 * replaces and leaves out; nothing changes until the owner confirms with Import.
 */
export function ResumeImportSection({ onImported }: { onImported(): void }) {
  const inputId = useId();
  // A new round after each import: a fresh file input.
  const [round, setRound] = useState(0);
  const [document, setDocument] = useState<unknown>();
  const [plan, setPlan] = useState<ResumeImportPlan | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function choose(file: File | undefined) {
    setPlan(undefined);
    setDocument(undefined);
    setFailure(undefined);
    setDone(false);
    if (!file) return;
    const read = await readDocument(file);
    if (read.problem) {
      setFailure(read.problem);
      return;
    }
    setPending(true);
    try {
      const previewed = await api<ResumeImportPlan>(apiPaths.resumeImport.preview, {
        method: 'POST',
        json: read.document,
        auth: true,
      });
      setDocument(read.document);
      setPlan(previewed);
    } catch (err) {
      setFailure(messageOf(err, 'The file could not be read'));
    } finally {
      setPending(false);
    }
  }

  async function confirm() {
    setPending(true);
    setFailure(undefined);
    try {
      await change(
        api<ResumeImportPlan>(apiPaths.resumeImport.apply, {
          method: 'POST',
          json: document,
          auth: true,
        }),
      );
      setPlan(undefined);
      setDocument(undefined);
      setDone(true);
      setRound((r) => r + 1);
      onImported();
    } catch (err) {
      setFailure(messageOf(err, 'The resume.json could not be imported'));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={styles.form} aria-labelledby={RESUME_IMPORT_HEADING_ID}>
      <h2 id={RESUME_IMPORT_HEADING_ID}>{RESUME_IMPORT_HEADING}</h2>
      <p className={ui.muted}>
        A JSON Resume file (jsonresume.org), such as the site's own /resume.json. You see what it
        changes before anything is imported.
      </p>
      <label htmlFor={inputId}>Import resume.json</label>
      <input
        key={round}
        id={inputId}
        type="file"
        accept="application/json,.json"
        disabled={pending}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      {plan && (
        <section aria-label="Import preview">
          <ul>
            {plan.changes.map((item) => (
              <li key={`${item.section} ${item.action}`}>
                <strong>
                  {item.section}: {item.action}
                </strong>
                {item.items.length > 0 ? ` — ${item.items.join(', ')}` : ' — nothing'}
                <br />
                <span className={ui.muted}>{item.note}</span>
              </li>
            ))}
          </ul>
          <button type="button" className={ui.primary} onClick={confirm} disabled={pending}>
            Import
          </button>
        </section>
      )}
      <ErrorMessage message={failure} />
      <StatusMessage
        message={
          done && 'resume.json imported. Projects without an image stay hidden until you add one.'
        }
      />
    </section>
  );
}
