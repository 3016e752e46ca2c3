// Facts about the site's pages and hosts that server and web both need. No schema library here.

/** The public pages, in navigation order (spec §2). */
export const PUBLIC_PAGES = [
  { path: '/', label: 'Home' },
  { path: '/about', label: 'About' },
  { path: '/projects', label: 'Projects' },
  { path: '/certificates', label: 'Certificates' },
  { path: '/resume', label: 'Resume' },
] as const;

export const ADMIN_ROOT_PATH = '/Admin';

/** The admin host is the one whose first host-name label is 'admin' (spec §2). */
export function isAdminHostname(hostname: string): boolean {
  return hostname.split('.')[0]?.toLowerCase() === 'admin';
}
