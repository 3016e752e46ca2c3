import styles from './Notifications.module.css';
import { useNotifications } from './notifications-context';

/**
 * The red badge of the Notification item: how many are unread, said in words to screen readers.
 * Shown only when something is unread, as in the older admin.
 */
export function UnreadBadge() {
  const { items } = useNotifications();
  if (!items) return null;
  const unread = items.filter((n) => !n.isReaded).length;
  if (unread === 0) return null;
  return (
    <span className={styles.badge} data-testid="unread-badge">
      <span className="visually-hidden">: </span>
      {unread}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
