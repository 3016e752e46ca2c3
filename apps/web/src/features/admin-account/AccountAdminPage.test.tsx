import { apiPaths } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT_EVERYWHERE_NOTICE } from '../../app/AdminApp';
import { tokenStore } from '../../lib/api';
import { expectConsoleErrors } from '../../test/console';
import { OWNER_PASSWORD, OWNER_TOKEN } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';

/** The owner's session and two more, say on a phone and a laptop. */
const THREE_SESSIONS = { sessions: [OWNER_TOKEN, 'phone-token', 'laptop-token'] };

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
    const { user, backend } = openAdmin('/Admin/account', THREE_SESSIONS);
    const form = await fill(user, OWNER_PASSWORD, 'a brand new passphrase');
    expect((await form.findByRole('status')).textContent).toBe(
      'Password changed. 2 other sessions were signed out.',
    );
    expect(backend.calls('POST', apiPaths.auth.changePassword).map((r) => r.json)).toEqual([
      { current_password: OWNER_PASSWORD, new_password: 'a brand new passphrase' },
    ]);
    expect(form.getByLabelText('Current password')).toHaveProperty('value', '');
    expect(tokenStore.get()).toBe(OWNER_TOKEN);
    expect(backend.state.sessions).toEqual([OWNER_TOKEN]);
  });

  it('refuses a short or mismatched new password in the form', async () => {
    const { user, backend } = openAdmin('/Admin/account');
    const form = await fill(user, OWNER_PASSWORD, 'elevenchars', 'something else');
    expect(form.getByText('Use at least 12 characters (now 11)')).toBeTruthy();
    expect(form.getByText('The two new passwords differ')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText('New password'));
    expect(backend.calls('POST', apiPaths.auth.changePassword)).toEqual([]);
  });

  it('shows the server message for a wrong current password and stays logged in', async () => {
    const consoleError = expectConsoleErrors();
    const { user, backend } = openAdmin('/Admin/account');
    const form = await fill(user, 'wrong password', 'a brand new passphrase');
    expect((await form.findByRole('alert')).textContent).toBe('The current password is wrong');
    expect(consoleError).toHaveBeenCalledWith('The current password is wrong');
    expect(form.getByLabelText('New password')).toHaveProperty('value', 'a brand new passphrase');
    expect(tokenStore.get()).toBe(OWNER_TOKEN);
    expect(backend.state.password).toBe(OWNER_PASSWORD);
  });

  it('signs out everywhere and returns to the login with a notice', async () => {
    const { user, backend } = openAdmin('/Admin/account', THREE_SESSIONS);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(screen.getByText(SIGNED_OUT_EVERYWHERE_NOTICE)).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
    expect(backend.calls('POST', apiPaths.auth.logoutEverywhere)).toHaveLength(1);
    expect(backend.calls('POST', apiPaths.auth.changePassword)).toHaveLength(0);
    expect(backend.state.sessions).toEqual([]);
  });
});
