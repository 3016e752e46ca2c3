import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../lib/paths';
import styles from './AdminLayout.module.css';

const NAV = [
  { to: paths.admin.root, label: 'Dashboard', end: true },
  { to: paths.admin.projects, label: 'Projects' },
  { to: paths.admin.certificates, label: 'Certificate' },
  { to: paths.admin.resume, label: 'Resume' },
  { to: paths.admin.quotes, label: 'Quotes' },
  { to: paths.admin.notifications, label: 'Notification' },
  { to: paths.admin.theme, label: 'Theme' },
  { to: paths.admin.profile, label: 'Profile' },
  { to: paths.admin.account, label: 'Account' },
  { to: paths.admin.experience, label: 'Experience' },
] as const;

export interface AdminLayoutProps {
  onLogout(): void;
  /** The red badge of the Notification item (the unread count). */
  notificationBadge?: ReactNode;
}

/** The admin frame (spec §2): left navigation with Logout, and the chosen screen. */
export function AdminLayout({ onLogout, notificationBadge }: AdminLayoutProps) {
  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-label="Admin">
        <ul className={styles.links}>
          {NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={'end' in item}
                className={({ isActive }) =>
                  isActive ? `${styles.link} ${styles.active}` : styles.link
                }
              >
                {item.label}
                {item.to === paths.admin.notifications && notificationBadge}
              </NavLink>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.logout} onClick={onLogout}>
          Logout
        </button>
      </nav>
      <main className={styles.content} id="main">
        <Outlet />
      </main>
    </div>
  );
}
