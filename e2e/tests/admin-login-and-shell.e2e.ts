import { apiPaths } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';

// The admin's door and frame: logging in, the left navigation, the Theme screen, a session
// ended elsewhere, logging out. Each test opens what it needs; none relies on another.
const admin = useAdmin();
const {
  badgeFor,
  badgeText,
  checkScreen,
  dashboardCard,
  logIn,
  main,
  navLink,
  notificationsNow,
  token,
} = admin;

describe('admin login and shell', () => {
  it('logs in and shows the dashboard of an empty site', async () => {
    const { page, server } = admin;
    if (await token()) {
      // The file's setup (or an earlier test) logged in: forget that token, as a new browser would.
      await page.goto(server.adminUrl);
      await page.evaluate(() => localStorage.removeItem('access_token'));
    }
    await page.goto(server.adminUrl);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await checkScreen('login');
    await logIn();
    await page.getByRole('heading', { name: 'Latest notifications' }).waitFor();
    expect(await dashboardCard('Projects')).toBe('0\n0 active, 0 hidden');
    expect(await dashboardCard('Certificates')).toBe('0\n0 active, 0 hidden');
    expect(await dashboardCard('Quotes')).toBe('0\n0 active, 0 hidden');
    expect(await dashboardCard('Resume')).toBe('No\nNo resume yet');
    const unread = (await notificationsNow()).filter((n) => !n.isReaded).length;
    await expect.poll(badgeText).toBe(badgeFor(unread));
    await checkScreen('dashboard');
  });

  it('goes to each screen from the left navigation', async () => {
    const { page, server } = admin;
    await admin.openScreen('/Admin', 'Dashboard');
    const screens: [label: string | RegExp, pathname: string, heading: string][] = [
      ['Projects', '/Admin/project', 'Projects'],
      ['Certificate', '/Admin/certificate', 'Certificates'],
      ['Resume', '/Admin/resume', 'Resume'],
      ['Quotes', '/Admin/quote', 'Quotations'],
      [/^Notification/, '/Admin/notification', 'Notifications'],
      ['Theme', '/Admin/manage-theme', 'theme'],
      ['Profile', '/Admin/profile', 'Profile'],
      ['Account', '/Admin/account', 'Account'],
      ['Experience', '/Admin/manage-experience', 'Experience'],
      ['Résumé PDF', '/Admin/resume-pdf', 'Résumé PDF'],
      ['Blog', '/Admin/blog', 'Blog'],
      ['Translations', '/Admin/translations', 'Translations'],
      ['Dashboard', '/Admin', 'Dashboard'],
    ];
    for (const [label, pathname, heading] of screens) {
      await navLink(label).click();
      await page.waitForURL(server.adminUrl + pathname);
      await main().getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await navLink(label).getAttribute('aria-current')).toBe('page');
      // The spec's placeholder said only 'theme': the heading stays, the controls come beside it.
      if (heading === 'theme') await main().getByRole('form', { name: 'Theme settings' }).waitFor();
    }
    // Opening Notification marked every notification read: the badge is gone.
    await expect.poll(badgeText).toBeNull();
  });

  it("shows the Theme screen under the spec's heading 'theme'", async () => {
    await admin.openScreen('/Admin', 'Dashboard');
    await navLink('Theme').click();
    await main().getByRole('heading', { level: 1, name: 'theme', exact: true }).waitFor();
    await main().getByRole('form', { name: 'Theme settings' }).waitFor();
    await checkScreen('theme');
  });

  it('sends the owner to the login with a message when the token is revoked elsewhere', async () => {
    const { page } = admin;
    await admin.openScreen('/Admin/profile', 'Profile');
    // The screen's own calls (profile, images, settings) have all answered: the first call the
    // revoked token makes is the one the navigation below starts.
    await page.waitForLoadState('networkidle');
    const revoked = await admin.withToken('POST', apiPaths.auth.logout, await token());
    expect(revoked.status).toBe(200);
    await navLink('Quotes').click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByText('Your session has ended. Log in again.', { exact: true }).waitFor();
    await checkScreen('login-session-ended');
    await logIn();
  });

  it('logs out to the login screen, and the API refuses the old token', async () => {
    const { page, server } = admin;
    await admin.openScreen('/Admin', 'Dashboard');
    const old = await token();
    expect((await admin.withToken('GET', apiPaths.auth.userdata, old)).status).toBe(200);
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.waitForURL(`${server.adminUrl}/`);
    await page.getByRole('heading', { name: 'Admin Login', exact: true }).waitFor();
    expect(await token()).toBe('');
    expect((await admin.withToken('GET', apiPaths.auth.userdata, old)).status).toBe(401);
  });

  it('logged only the failures the owner was shown', () => {
    const { owner, visitor } = admin.unexpectedProblems();
    expect(owner).toEqual([]);
    expect(visitor).toEqual([]);
  });
});
