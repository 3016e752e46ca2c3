import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { usePageData } from '../../app/page-data';
import ui from '../../components/admin-ui.module.css';
import { ADMIN_SCREENS, adminScreenPath } from '../../lib/admin-screens';
import styles from './AdminLayout.module.css';

export interface AdminLayoutProps {
  onLogout(): void;
  /** The red badge of the Notification item (the unread count). */
  notificationBadge?: ReactNode;
  /** The header's search of the content to edit. */
  search?: ReactNode;
}

/**
 * The admin frame (spec §2): left navigation with Logout, and the chosen screen; its header has
 * the search of the content to edit and links to the public site ('View site', in a new tab) from
 * every screen.
 */
export function AdminLayout({ onLogout, notificationBadge, search }: AdminLayoutProps) {
  const { publicOrigin } = usePageData();
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        {search}
        <a href={`${publicOrigin}/`} target="_blank" rel="noopener noreferrer">
          View site
        </a>
      </header>
      <nav className={styles.sidebar} aria-label="Admin">
        <ul className={styles.links}>
          {ADMIN_SCREENS.map((screen) => (
            <li key={screen.key}>
              <NavLink
                to={adminScreenPath(screen)}
                // The Dashboard is /Admin itself: active there only, not under every screen.
                end={screen.segment === ''}
                className={({ isActive }) =>
                  isActive ? `${styles.link} ${styles.active}` : styles.link
                }
              >
                {screen.label}
                {screen.key === 'notifications' && notificationBadge}
              </NavLink>
            </li>
          ))}
        </ul>
        <button type="button" className={`${ui.plainButton} ${styles.logout}`} onClick={onLogout}>
          Logout
        </button>
      </nav>
      <main className={styles.content} id="main">
        <Outlet />
      </main>
    </div>
  );
}
