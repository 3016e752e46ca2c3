import { useMessages } from '../lib/messages';
import { setMode, useMode } from '../lib/theme';
import styles from './ThemeToggle.module.css';

/**
 * The dark-mode switch: a checkbox that passes its checked state to the shared mode handler;
 * named in the page's language.
 */
export function ThemeToggle() {
  const mode = useMode();
  const { m } = useMessages();
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={mode === 'dark'}
        aria-checked={mode === 'dark'}
        onChange={(event) => setMode(event.currentTarget.checked ? 'dark' : 'light')}
      />
      <span className={styles.track} aria-hidden="true" />
      <span className={styles.label}>{m.darkMode()}</span>
    </label>
  );
}
