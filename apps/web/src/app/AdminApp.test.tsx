import { apiPaths, errorMessages, TOKEN_HEADER } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, adminScreenPath } from '../lib/admin-screens';
import { api, tokenStore } from '../lib/api';
import { expectConsoleErrors } from '../test/console';
import { fakeApi, reply } from '../test/fake-api';
import { fakeBackend } from '../test/fake-backend';
import { adminUser, OWNER_PASSWORD, OWNER_TOKEN } from '../test/fixtures';
import { openAdmin, renderAdminApp } from '../test/render-admin';
import { EXPIRED_NOTICE } from './session';

describe('AdminApp', () => {
  it('shows the plain 404 text at /Admin without a login', async () => {
    const server = fakeApi(() => reply.internal());
    renderAdminApp('/Admin');
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('loads the user again from the stored token after a reload', async () => {
    tokenStore.set('stored-token');
    const server = fakeApi(({ url }) =>
      url === '/api/auth/userdata' ? reply.ok(adminUser) : reply.ok([]),
    );
    renderAdminApp('/Admin/project');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await waitFor(() =>
      expect(server.requests.map((r) => r.url)).toContain(apiPaths.notifications.list),
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Dashboard',
      'Projects',
      'Certificate',
      'Resume',
      'Quotes',
      'Notification',
      'Theme',
      'Profile',
      'Account',
      'Experience',
      'Résumé PDF',
      'Blog',
      'Translations',
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(server.requests[0]?.headers.access_token).toBe('stored-token');
  });

  it('shows the 404 text to a logged-in user who is not Admin', async () => {
    tokenStore.set('viewer-token');
    fakeApi(() => reply.ok({ ...adminUser, user_type: 'Viewer' }));
    renderAdminApp('/Admin');
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
  });

  it('drops a stored token refused after a reload and says why at the login', async () => {
    tokenStore.set('expired-token');
    fakeApi(reply.unauthorized);
    renderAdminApp('/Admin/project');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(screen.getByText(EXPIRED_NOTICE)).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
  });

  it('logs in, keeps the token, and goes to /Admin; logout revokes it and goes to /', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend({ sessions: [] });
    renderAdminApp('/');
    await user.type(await screen.findByLabelText('User Id'), adminUser.user_id);
    await user.type(screen.getByLabelText('Password'), OWNER_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const token = tokenStore.get();
    expect(backend.state.sessions).toEqual([token]);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
    expect(backend.calls('POST', apiPaths.auth.logout)).toHaveLength(1);
    expect(backend.state.sessions).toEqual([]);
    // Nothing of the admin area asks the server anything once logged out.
    const tokenless = backend
      .calls('POST', apiPaths.notifications.list)
      .filter((call) => !call.headers[TOKEN_HEADER]);
    expect(tokenless).toEqual([]);
  });

  it("shows the server's message for a wrong password and stores no token", async () => {
    const user = userEvent.setup();
    const consoleError = expectConsoleErrors();
    const backend = fakeBackend({ sessions: [] });
    renderAdminApp('/');
    await user.type(await screen.findByLabelText('User Id'), adminUser.user_id);
    await user.type(screen.getByLabelText('Password'), `not ${OWNER_PASSWORD}`);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
    expect(consoleError).toHaveBeenCalledWith('Invalid credentials');
    expect(tokenStore.get()).toBeNull();
    expect(backend.state.sessions).toEqual([]);
  });

  it('sends the owner back to the login with a message when the token expires', async () => {
    tokenStore.set(OWNER_TOKEN);
    const backend = fakeBackend();
    renderAdminApp('/Admin');
    await screen.findByRole('navigation', { name: 'Admin' });
    // The Dashboard's own calls answer first: one answered after the session ends would end it too.
    await waitFor(() => {
      const asked = backend.requests.map((request) => request.url.split('?')[0]);
      expect(asked).toEqual(
        expect.arrayContaining([
          apiPaths.notifications.list,
          apiPaths.settings,
          apiPaths.insights.summary,
          apiPaths.backups,
        ]),
      );
      expect(backend.unanswered()).toBe(0);
    });
    backend.state.sessions = [];
    await expect(api(apiPaths.auth.userdata, { auth: true })).rejects.toThrow(
      errorMessages.unauthorized,
    );
    expect(await screen.findByText(EXPIRED_NOTICE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeTruthy();
  });

  it('notices a token revoked elsewhere on the next screen change, though content lists are public', async () => {
    const user = userEvent.setup();
    const consoleError = expectConsoleErrors();
    tokenStore.set('revoked-elsewhere');
    let revoked = false;
    const server = fakeApi(({ url }) => {
      if (url === '/api/auth/userdata') return reply.ok(adminUser);
      if (revoked && url === '/api/notifications/getNotify') return reply.unauthorized();
      return reply.ok([]);
    });
    renderAdminApp('/Admin/project');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await waitFor(() =>
      expect(server.requests.map((r) => r.url)).toContain(apiPaths.notifications.list),
    );
    revoked = true;
    await user.click(within(nav).getByRole('link', { name: 'Quotes' }));
    expect(await screen.findByText(EXPIRED_NOTICE)).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(errorMessages.unauthorized);
  });

  it.each(ADMIN_SCREENS.map((entry) => [entry.label, adminScreenPath(entry)]))(
    "routes the registry's %s screen at %s, its navigation item the current one",
    async (label, path) => {
      const { backend } = openAdmin(path);
      const nav = await screen.findByRole('navigation', { name: 'Admin' });
      const link = within(nav).getByRole('link', { name: label });
      expect(link.getAttribute('href')).toBe(path);
      await waitFor(() => expect(link.getAttribute('aria-current')).toBe('page'));
      expect(within(nav).getAllByRole('link', { current: 'page' })).toEqual([link]);
      expect(screen.queryByText(/404 page not found/i)).toBeNull();
      await waitFor(() => expect(backend.unanswered()).toBe(0));
    },
  );
});
