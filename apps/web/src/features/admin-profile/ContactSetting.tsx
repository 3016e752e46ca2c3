import { apiPaths, type SiteSettings } from '@portfolio/contract';
import { useEffect, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { api, reportError } from '../../lib/api';
import { change } from '../../lib/changes';
import styles from './Profile.module.css';

/**
 * The contact form on or off (one of the owner's site settings): its page (/contact), its footer
 * link and its calls. Saved when the box changes; the other settings are sent back as they were.
 */
export function ContactSetting() {
  const [settings, setSettings] = useState<SiteSettings | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api<SiteSettings>(apiPaths.settings, { auth: true, signal: controller.signal }).then(
      setSettings,
      (err: unknown) => {
        if (!controller.signal.aborted)
          setFailure(reportError(err, 'The contact setting could not be loaded'));
      },
    );
    return () => controller.abort();
  }, []);

  async function toggle(contactEnabled: boolean) {
    if (!settings) return;
    setPending(true);
    setFailure(undefined);
    try {
      setSettings(
        await change(
          api<SiteSettings>(apiPaths.settings, {
            method: 'PUT',
            auth: true,
            json: { ...settings, contactEnabled },
          }),
        ),
      );
    } catch (err) {
      setFailure(reportError(err, 'The contact setting could not be saved'));
    } finally {
      setPending(false);
    }
  }

  return (
    <fieldset className={styles.group}>
      <legend>Contact form</legend>
      {settings && (
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={settings.contactEnabled}
            disabled={pending}
            onChange={(event) => void toggle(event.currentTarget.checked)}
          />
          Visitors can write to you (a Contact page linked from the footer)
        </label>
      )}
      {!settings && !failure && <p>Loading…</p>}
      <p className={ui.muted}>
        Messages arrive in Notifications, and by mail when the server is set up to send it.
      </p>
      <ErrorMessage message={failure} />
    </fieldset>
  );
}
