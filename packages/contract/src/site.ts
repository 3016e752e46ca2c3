// Facts about the site's hosts that server and web both need (its public pages: public-pages.ts).

export const ADMIN_ROOT_PATH = '/Admin';

/** The admin host is the one whose first host-name label is 'admin' (spec §2). */
export function isAdminHostname(hostname: string): boolean {
  return hostname.split('.')[0]?.toLowerCase() === 'admin';
}

/** The Atom feed of the projects and case studies, on the public host; every page's head links it. */
export const FEED_PATH = '/feed.xml';
