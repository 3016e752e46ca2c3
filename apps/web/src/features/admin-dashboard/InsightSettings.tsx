import { apiPaths, type SiteSettings } from '@portfolio/contract';
import { type FormEvent, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { StatusMessage } from '../../components/StatusMessage';
import { api, reportError } from '../../lib/api';
import { useLoad } from '../../lib/use-load';
import styles from './Insights.module.css';

/**
 * The owner's switches for visitor insights: counting on or off, and how many days the daily
 * counts are kept (older ones are deleted).
 */
export function InsightSettings() {
  const [settings, setSettings] = useState<SiteSettings | undefined>();
  const [failure, setFailure] = useLoad(
    { path: apiPaths.settings, auth: true, failed: 'The settings could not be loaded' },
    setSettings,
  );
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);

  if (!settings) return <ErrorMessage message={failure} />;

  const edit = (change: Partial<SiteSettings>) => {
    setSettings({ ...settings, ...change });
    setSaved(false);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    api<SiteSettings>(apiPaths.settings, { method: 'PUT', json: settings, auth: true })
      .then(
        (answer) => {
          setSettings(answer);
          setFailure(undefined);
          setSaved(true);
        },
        (err: unknown) => setFailure(reportError(err, 'The settings could not be saved')),
      )
      .finally(() => setPending(false));
  };

  return (
    <form className={styles.settings} onSubmit={save} aria-label="Insight settings">
      <label className={styles.switch}>
        <input
          type="checkbox"
          checked={settings.insightsEnabled}
          onChange={(event) => edit({ insightsEnabled: event.target.checked })}
        />
        Count visitors (no cookie; Do-Not-Track and Global Privacy Control are honoured)
      </label>
      <Field
        label="Keep daily counts for (days)"
        hint="From 7 to 3650 days; older counts are deleted"
      >
        {(control) => (
          <input
            {...control}
            type="number"
            min={7}
            max={3650}
            required
            value={settings.insightsRetentionDays}
            onChange={(event) => edit({ insightsRetentionDays: Number(event.target.value) })}
          />
        )}
      </Field>
      <ErrorMessage message={failure} />
      <StatusMessage message={saved && 'Settings saved.'} />
      <button type="submit" className={ui.primary} disabled={pending}>
        Save settings
      </button>
    </form>
  );
}
