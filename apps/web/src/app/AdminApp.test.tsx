import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../lib/api';
import { AdminApp } from './AdminApp';
import { PageDataProvider } from './page-data';
import { EXPIRED_NOTICE, SessionProvider } from './session';

const ADMIN = { _id: 'a'.repeat(24), user_id: 'owner', name: 'Owner', user_type: 'Admin' };

type Handler = (url: string, init: RequestInit) => { status: number; body: unknown };

function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const { status, body } = handler(url, init);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAdmin(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageDataProvider value={{ brandTitle: 'Jane Doe' }}>
        <SessionProvider>
          <AdminApp />
        </SessionProvider>
      </PageDataProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminApp', () => {
  it('shows the plain 404 text at /Admin without a login', async () => {
    const fetchMock = stubApi(() => ({ status: 500, body: {} }));
    renderAdmin('/Admin');
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the user again from the stored token after a reload', async () => {
    tokenStore.set('stored-token');
    const fetchMock = stubApi((url) =>
      url === '/api/auth/userdata' ? { status: 200, body: ADMIN } : { status: 200, body: [] },
    );
    renderAdmin('/Admin/project');
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
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).access_token).toBe('stored-token');
  });

  it('shows the 404 text to a logged-in user who is not Admin', async () => {
    tokenStore.set('viewer-token');
    stubApi(() => ({ status: 200, body: { ...ADMIN, user_type: 'Viewer' } }));
    renderAdmin('/Admin');
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
  });

  it('drops a refused stored token and offers the login', async () => {
    tokenStore.set('revoked-token');
    stubApi(() => ({ status: 401, body: { error: 'Log in first', code: 'UNAUTHORIZED' } }));
    renderAdmin('/');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
  });

  it('logs in, keeps the token, and goes to /Admin; logout revokes it and goes to /', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi((url) => {
      if (url === '/api/auth/login') return { status: 200, body: { access_token: 'new-token' } };
      if (url === '/api/auth/userdata') return { status: 200, body: ADMIN };
      if (url === '/api/auth/logout') return { status: 200, body: { loggedOut: true } };
      return { status: 200, body: [] };
    });
    renderAdmin('/');
    await user.type(await screen.findByLabelText('User Id'), 'owner');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(tokenStore.get()).toBe('new-token');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/logout');
  });

  it('sends the owner back to the login with a message when the token expires', async () => {
    tokenStore.set('about-to-expire');
    let expired = false;
    stubApi(() =>
      expired
        ? { status: 401, body: { error: 'Log in first', code: 'UNAUTHORIZED' } }
        : { status: 200, body: ADMIN },
    );
    const { api } = await import('../lib/api');
    renderAdmin('/Admin');
    await screen.findByRole('navigation', { name: 'Admin' });
    expired = true;
    await expect(api('/api/anything', { auth: true })).rejects.toThrow('Log in first');
    expect(await screen.findByText(EXPIRED_NOTICE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeTruthy();
  });

  it('notices a token revoked elsewhere on the next screen change, though content lists are public', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    tokenStore.set('revoked-elsewhere');
    let revoked = false;
    stubApi((url) => {
      if (url === '/api/auth/userdata') return { status: 200, body: ADMIN };
      if (revoked && url === '/api/notifications/getNotify') {
        return { status: 401, body: { error: 'Log in first', code: 'UNAUTHORIZED' } };
      }
      return { status: 200, body: [] };
    });
    renderAdmin('/Admin/project');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await within(nav).findByText('0');
    revoked = true;
    await user.click(within(nav).getByRole('link', { name: 'Quotes' }));
    expect(await screen.findByText(EXPIRED_NOTICE)).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Log in first');
    consoleError.mockRestore();
  });
});
