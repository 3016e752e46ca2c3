import {
  apiPaths,
  presetChoice,
  resolveTheme,
  type SiteTheme,
  themeContrast,
} from '@portfolio/contract';
import { type FormEvent, useId, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { api, reportError } from '../../lib/api';
import { useLoad } from '../../lib/use-load';
import { ContrastSummary } from './ContrastSummary';
import styles from './Theme.module.css';
import { ThemeControls } from './ThemeControls';
import { ThemePreview } from './ThemePreview';

/**
 * Theme (manage-theme): the spec's page, whose heading stays 'theme', where the owner chooses a
 * preset and changes its accent, fonts, corners and density, sees the public Home and Projects
 * drawn with the draft as he goes, and publishes it with Save. The server refuses a theme under
 * WCAG AA contrast; the screen shows every ratio before he tries.
 */
export function ThemePage() {
  const headingId = useId();
  const [saved, setSaved] = useState<SiteTheme | undefined>();
  const [draft, setDraft] = useState<SiteTheme | undefined>();
  const [failure, setFailure] = useLoad<SiteTheme>(
    { path: apiPaths.theme, auth: false, failed: 'The theme could not be loaded' },
    (theme) => {
      setSaved(theme);
      setDraft(theme);
    },
  );
  const [status, setStatus] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const heading = (
    <h1 id={headingId} className={ui.heading}>
      theme
    </h1>
  );
  if (!draft || !saved) {
    return (
      <section className={ui.screen} aria-labelledby={headingId}>
        {heading}
        <ErrorMessage message={failure} />
      </section>
    );
  }

  const edit = (theme: SiteTheme) => {
    setDraft(theme);
    setStatus(undefined);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    api<SiteTheme>(apiPaths.theme, { method: 'PUT', json: draft, auth: true })
      .then(
        (answer) => {
          setSaved(answer);
          setDraft(answer);
          setFailure(undefined);
          setStatus('Theme saved: the public site shows it now.');
        },
        (err: unknown) => setFailure(reportError(err, 'The theme could not be saved')),
      )
      .finally(() => setPending(false));
  };
  const reset = () => {
    edit(presetChoice(draft.preset));
    setFailure(undefined);
  };
  const unsaved = JSON.stringify(draft) !== JSON.stringify(saved);
  const contrast = themeContrast(resolveTheme(draft));

  return (
    <section className={ui.screen} aria-labelledby={headingId}>
      {heading}
      <div className={styles.layout}>
        <form className={styles.controls} onSubmit={save} aria-label="Theme settings">
          <ThemeControls theme={draft} contrast={contrast} onChange={edit} />
          <ContrastSummary contrast={contrast} />
          <ErrorMessage message={failure} />
          {status && (
            <p className={ui.status} role="status">
              {status}
            </p>
          )}
          <div className={ui.actions}>
            <button type="submit" className={ui.primary} disabled={pending}>
              Save
            </button>
            <button type="button" className={ui.button} onClick={reset}>
              Reset
            </button>
            {unsaved && <span className={ui.muted}>Unsaved changes</span>}
          </div>
        </form>
        <ThemePreview theme={draft} />
      </div>
    </section>
  );
}
