import type { Notification } from '@portfolio/contract';
import { NotificationAction, NotificationStatus } from '@portfolio/contract';
import { useEffect, useId, useState } from 'react';
import { AdminScreen } from '../../components/AdminScreen';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ItemButton } from '../../components/ItemButton';
import { reportError } from '../../lib/api';
import styles from './Notifications.module.css';
import { useNotifications } from './notifications-context';

/** The filters above the list (beside the spec's screen): each shows the notifications of a kind. */
const FILTERS = [
  { name: 'All', shows: () => true },
  { name: 'Messages', shows: (n: Notification) => n.action === NotificationAction.Message },
  { name: 'Sign-ins', shows: (n: Notification) => n.action === NotificationAction.Login },
  {
    name: 'Changes',
    shows: (n: Notification) =>
      n.action !== NotificationAction.Message && n.action !== NotificationAction.Login,
  },
  { name: 'Errors', shows: (n: Notification) => n.status === NotificationStatus.Error },
] as const;
type FilterName = (typeof FILTERS)[number]['name'];

const formatDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A visitor's message answered in the owner's mail program, its subject filled in. */
const replyLink = (address: string) =>
  `mailto:${encodeURI(address)}?subject=${encodeURIComponent('Re: your message on my portfolio')}`;

function NotificationCard({
  notification,
  onDelete,
  disabled,
}: {
  notification: Notification;
  onDelete(): void;
  disabled: boolean;
}) {
  const messageId = useId();
  const isError = notification.status === NotificationStatus.Error;
  return (
    <li>
      <article className={styles.card} aria-labelledby={messageId}>
        <div>
          <p id={messageId} className={styles.message}>
            {notification.notification_msg}
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>Action</dt>
              <dd>{notification.action}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>
                <time dateTime={notification.notification_date}>
                  {formatDate(notification.notification_date)}
                </time>
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd className={isError ? styles.error : undefined}>{notification.status}</dd>
            </div>
          </dl>
          {notification.replyTo && (
            <p className={styles.reply}>
              <a href={replyLink(notification.replyTo)}>Reply to {notification.replyTo}</a>
            </p>
          )}
        </div>
        <ItemButton
          label="Delete"
          itemName={`notification ${notification.notification_msg}`}
          danger
          onClick={onDelete}
          disabled={disabled}
        />
      </article>
    </li>
  );
}

/**
 * Notifications (spec §2): 'Delete All', a card per notification, 'No Notification to display' when
 * empty. Opening it marks every unread one read, so the badge drops to 0. Beside the spec: filters
 * by kind (messages, sign-ins, changes, errors); 'Delete All' deletes the ones shown.
 */
export function NotificationsAdminPage() {
  const notifications = useNotifications();
  const { items, markAllRead, remove } = notifications;
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [filter, setFilter] = useState<FilterName>('All');
  const shows = FILTERS.find((f) => f.name === filter)?.shows ?? (() => true);
  const shown = items?.filter(shows);

  useEffect(() => {
    void markAllRead();
  }, [markAllRead]);

  async function deleteIds(ids: readonly string[]) {
    setFailure(undefined);
    setPending(true);
    try {
      await remove(ids);
    } catch (err) {
      setFailure(reportError(err, 'The notifications could not be deleted'));
    } finally {
      setPending(false);
    }
  }

  return (
    <AdminScreen
      heading="Notifications"
      action={
        <button
          type="button"
          className={ui.danger}
          onClick={() => deleteIds(shown?.map((n) => n._id) ?? [])}
          disabled={pending || !shown || shown.length === 0}
        >
          Delete All
        </button>
      }
    >
      <ErrorMessage message={failure ?? notifications.error} />
      {items && items.length > 0 && (
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">Show</legend>
          {FILTERS.map(({ name, shows: ofKind }) => (
            <button
              key={name}
              type="button"
              className={ui.button}
              aria-pressed={name === filter}
              onClick={() => setFilter(name)}
            >
              {name} ({items.filter(ofKind).length})
            </button>
          ))}
        </fieldset>
      )}
      {!items && !notifications.error && <p role="status">Loading…</p>}
      {shown?.length === 0 && <p>No Notification to display</p>}
      {shown && shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((notification) => (
            <NotificationCard
              key={notification._id}
              notification={notification}
              disabled={pending}
              onDelete={() => deleteIds([notification._id])}
            />
          ))}
        </ul>
      )}
    </AdminScreen>
  );
}
