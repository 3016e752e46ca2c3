import { useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { CheckboxLabel } from '../../components/CheckboxLabel';
import { ErrorMessage } from '../../components/ErrorMessage';
import { reportError } from '../../lib/api';
import styles from './Profile.module.css';
import type { SiteSettingsState } from './use-site-settings';

/**
 * The contact form on or off (one of the owner's site settings): its page (/contact), its footer
 * link and its calls. Saved when the box changes.
 */
export function ContactSetting({ site }: { site: SiteSettingsState }) {
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const { settings } = site;

  async function toggle(contactEnabled: boolean) {
    setPending(true);
    setFailure(undefined);
    try {
      await site.save({ contactEnabled });
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
        <CheckboxLabel
          className={styles.toggle}
          checked={settings.contactEnabled}
          disabled={pending}
          onChange={(checked) => void toggle(checked)}
        >
          Visitors can write to you (a Contact page linked from the footer)
        </CheckboxLabel>
      )}
      {!settings && !site.failure && <p>Loading…</p>}
      <p className={ui.muted}>
        Messages arrive in Notifications, and by mail when the server is set up to send it.
      </p>
      <ErrorMessage message={failure ?? site.failure} />
    </fieldset>
  );
}
