import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../lib/api';
import { expectConsoleErrors } from '../test/console';
import { fakeApi, reply } from '../test/fake-api';
import { ADMIN_USER } from '../test/fake-backend';
import { renderAdminApp } from '../test/render-admin';
import { EXPIRED_NOTICE } from './session';

const unauthorized = () => reply.error(401, 'Log in first', 'UNAUTHORIZED');

describe('AdminApp', () => {
  it('shows the plain 404 text at /Admin without a login', async () => {
    const server = fakeApi(() => reply.error(500, 'Internal server error'));
    renderAdminApp('/Admin');
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('loads the user again from the stored token after a reload', async () => {
    tokenStore.set('stored-token');
    const server = fakeApi(({ url }) =>
      url === '/api/auth/userdata' ? reply.ok(ADMIN_USER) : reply.ok([]),
    );
    renderAdminApp('/Admin/project');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await within(nav).findByText('0');
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
      'Notification: 0 unread',
      'Theme',
      'Profile',
      'Account',
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(server.requests[0]?.headers.access_token).toBe('stored-token');
  });

  it('shows the 404 text to a logged-in user who is not Admin', async () => {
    tokenStore.set('viewer-token');
    fakeApi(() => reply.ok({ ...ADMIN_USER, user_type: 'Viewer' }));
    renderAdminApp('/Admin');
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
  });

  it('drops a stored token refused after a reload and says why at the login', async () => {
    tokenStore.set('expired-token');
    fakeApi(unauthorized);
    renderAdminApp('/Admin/project');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(screen.getByText(EXPIRED_NOTICE)).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
  });

  it('logs in, keeps the token, and goes to /Admin; logout revokes it and goes to /', async () => {
    const user = userEvent.setup();
    const server = fakeApi(({ url }) => {
      if (url === '/api/auth/login') return reply.ok({ access_token: 'new-token' });
      if (url === '/api/auth/userdata') return reply.ok(ADMIN_USER);
      if (url === '/api/auth/logout') return reply.ok({ loggedOut: true });
      return reply.ok([]);
    });
    renderAdminApp('/');
    await user.type(await screen.findByLabelText('User Id'), 'owner');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(tokenStore.get()).toBe('new-token');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
    expect(server.requests.map((request) => request.url)).toContain('/api/auth/logout');
  });

  it('sends the owner back to the login with a message when the token expires', async () => {
    tokenStore.set('about-to-expire');
    let expired = false;
    fakeApi(() => (expired ? unauthorized() : reply.ok(ADMIN_USER)));
    const { api } = await import('../lib/api');
    renderAdminApp('/Admin');
    await screen.findByRole('navigation', { name: 'Admin' });
    expired = true;
    await expect(api('/api/anything', { auth: true })).rejects.toThrow('Log in first');
    expect(await screen.findByText(EXPIRED_NOTICE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeTruthy();
  });

  it('notices a token revoked elsewhere on the next screen change, though content lists are public', async () => {
    const user = userEvent.setup();
    const consoleError = expectConsoleErrors();
    tokenStore.set('revoked-elsewhere');
    let revoked = false;
    fakeApi(({ url }) => {
      if (url === '/api/auth/userdata') return reply.ok(ADMIN_USER);
      if (revoked && url === '/api/notifications/getNotify') return unauthorized();
      return reply.ok([]);
    });
    renderAdminApp('/Admin/project');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await within(nav).findByText('0');
    revoked = true;
    await user.click(within(nav).getByRole('link', { name: 'Quotes' }));
    expect(await screen.findByText(EXPIRED_NOTICE)).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Log in first');
  });
});
