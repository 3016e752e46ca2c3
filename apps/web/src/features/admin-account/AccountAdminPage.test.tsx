import { apiPaths } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT_EVERYWHERE_NOTICE } from '../../app/AdminApp';
import { tokenStore } from '../../lib/api';
import { expectConsoleErrors } from '../../test/console';
import { reply } from '../../test/fake-api';
import { fakeBackend } from '../../test/fake-backend';
import { renderAdminAt } from '../../test/render-admin';

function withAccountCalls(answer: (url: string, json: unknown) => ReturnType<typeof reply.ok>) {
  const backend = fakeBackend();
  const fetchWithBackend = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === apiPaths.auth.changePassword || url === apiPaths.auth.logoutEverywhere) {
      const { status, body } = answer(url, init.body ? JSON.parse(String(init.body)) : undefined);
      return new Response(JSON.stringify(body), { status });
    }
    return fetchWithBackend(url, init);
  });
  return backend;
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  again = next,
) {
  const form = within(await screen.findByRole('form', { name: 'Change password' }));
  await user.type(form.getByLabelText('Current password'), current);
  await user.type(form.getByLabelText('New password'), next);
  await user.type(form.getByLabelText('Repeat the new password'), again);
  await user.click(form.getByRole('button', { name: 'Change password' }));
  return form;
}

describe('Account screen', () => {
  it('changes the password and says how many other sessions ended', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    withAccountCalls((_url, json) => {
      sent.push(json);
      return reply.ok({ passwordChanged: true, otherSessionsEnded: 2 });
    });
    renderAdminAt('/Admin/account');
    const form = await fill(user, 'old password here', 'a brand new passphrase');
    expect((await form.findByRole('status')).textContent).toBe(
      'Password changed. 2 other sessions were signed out.',
    );
    expect(sent).toEqual([
      { current_password: 'old password here', new_password: 'a brand new passphrase' },
    ]);
    expect(form.getByLabelText('Current password')).toHaveProperty('value', '');
    expect(tokenStore.get()).toBe('owner-token');
  });

  it('refuses a short or mismatched new password in the form', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    withAccountCalls((_url, json) => {
      sent.push(json);
      return reply.ok({});
    });
    renderAdminAt('/Admin/account');
    const form = await fill(user, 'old password here', 'elevenchars', 'something else');
    expect(form.getByText('Use at least 12 characters (now 11)')).toBeTruthy();
    expect(form.getByText('The two new passwords differ')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText('New password'));
    expect(sent).toEqual([]);
  });

  it('shows the server message for a wrong current password and stays logged in', async () => {
    const user = userEvent.setup();
    const consoleError = expectConsoleErrors();
    withAccountCalls(() =>
      reply.error(400, 'The current password is wrong', 'INVALID_CREDENTIALS'),
    );
    renderAdminAt('/Admin/account');
    const form = await fill(user, 'wrong password', 'a brand new passphrase');
    expect((await form.findByRole('alert')).textContent).toBe('The current password is wrong');
    expect(consoleError).toHaveBeenCalledWith('The current password is wrong');
    expect(form.getByLabelText('New password')).toHaveProperty('value', 'a brand new passphrase');
    expect(tokenStore.get()).toBe('owner-token');
  });

  it('signs out everywhere and returns to the login with a notice', async () => {
    const user = userEvent.setup();
    const urls: string[] = [];
    withAccountCalls((url) => {
      urls.push(url);
      return reply.ok({ loggedOut: true, sessionsEnded: 3 });
    });
    renderAdminAt('/Admin/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(screen.getByText(SIGNED_OUT_EVERYWHERE_NOTICE)).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
    expect(urls).toEqual([apiPaths.auth.logoutEverywhere]);
  });
});
