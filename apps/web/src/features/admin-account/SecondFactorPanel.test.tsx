import { apiPaths, SECOND_STEP_EXPIRED } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../lib/api';
import { expectConsoleErrors } from '../../test/console';
import {
  FAKE_RECOVERY_CODES,
  FAKE_RENEWED_CODES,
  FAKE_TOTP_CODE,
  fakeBackend,
} from '../../test/fake-backend';
import { adminUser, OWNER_PASSWORD } from '../../test/fixtures';
import { openAdmin, renderAdminApp } from '../../test/render-admin';

/** Signed out, with the authenticator app on: the owner logs in with the right password. */
async function passwordStep() {
  const user = userEvent.setup();
  const backend = fakeBackend({
    sessions: [],
    secondFactor: { totp: true, recoveryCodesLeft: 10, required: false },
  });
  renderAdminApp('/');
  await user.type(await screen.findByLabelText('User Id'), adminUser.user_id);
  await user.type(screen.getByLabelText('Password'), OWNER_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return { user, backend };
}

/** The recovery codes the screen shows, once it shows them. */
const recoveryCodesShown = async () =>
  within(await screen.findByRole('list', { name: 'Recovery codes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const SESSIONS = [
  {
    _id: 'a'.repeat(24),
    userAgent: 'Chrome on Linux',
    ip: '198.51.100.7',
    method: 'password',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastSeenAt: '2026-11-24T10:00:00.000Z',
    current: true,
  },
  {
    _id: 'b'.repeat(24),
    userAgent: 'Safari on iOS',
    ip: '203.0.113.9',
    method: 'passkey',
    createdAt: '2026-11-21T10:00:00.000Z',
    lastSeenAt: '2026-11-23T10:00:00.000Z',
    current: false,
  },
  {
    _id: 'c'.repeat(24),
    userAgent: 'Firefox on Windows',
    ip: '192.0.2.1',
    method: 'password',
    createdAt: '2026-11-22T10:00:00.000Z',
    lastSeenAt: '2026-11-22T10:00:00.000Z',
    current: false,
  },
];

describe('Two-factor authentication on the Account screen', () => {
  it('sets up the app from its QR code, confirms it, shows the recovery codes, and requires it', async () => {
    const consoleError = expectConsoleErrors();
    const { user, backend } = openAdmin('/Admin/account');
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const form = within(await screen.findByRole('form', { name: 'Confirm the authenticator app' }));
    expect(form.getByRole('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(form.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await user.type(form.getByLabelText('Code from the app'), '999999');
    await user.click(form.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code is wrong: enter the one your app shows now',
    );
    expect(consoleError).toHaveBeenCalled();
    await user.clear(form.getByLabelText('Code from the app'));
    await user.type(form.getByLabelText('Code from the app'), FAKE_TOTP_CODE);
    await user.click(form.getByRole('button', { name: 'Turn on' }));
    expect(await recoveryCodesShown()).toEqual(FAKE_RECOVERY_CODES);
    expect(
      await screen.findByText(/Authenticator app: on\. 10 recovery codes left\./),
    ).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Require a second factor/ }));
    expect(backend.calls('PUT', apiPaths.auth.requireSecondFactor).map((r) => r.json)).toEqual([
      { required: true },
    ]);
    expect(backend.state.secondFactor.required).toBe(true);
  });

  it('renews the recovery codes and shows the new ones once', async () => {
    const { user, backend } = openAdmin('/Admin/account', {
      secondFactor: { totp: true, recoveryCodesLeft: 2, required: false },
    });
    expect(await screen.findByText(/Authenticator app: on\. 2 recovery codes left\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(await recoveryCodesShown()).toEqual(FAKE_RENEWED_CODES);
    expect(
      await screen.findByText(/Authenticator app: on\. 10 recovery codes left\./),
    ).toBeTruthy();
    expect(backend.calls('POST', apiPaths.auth.recoveryCodes)).toHaveLength(1);
  });

  it('asks a login for the code after a right password, and signs in with it', async () => {
    const consoleError = expectConsoleErrors();
    const { user, backend } = await passwordStep();
    const code = await screen.findByLabelText('Authentication code');
    expect(tokenStore.get()).toBeNull();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong');
    expect(consoleError).toHaveBeenCalledWith('The code is wrong');
    await user.clear(code);
    await user.type(code, FAKE_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(backend.state.sessions).toEqual([tokenStore.get()]);
    expect(backend.calls('POST', apiPaths.auth.loginSecondFactor).map((r) => r.json)).toEqual([
      { ticket: 'second-step-ticket', code: '000000' },
      { ticket: 'second-step-ticket', code: FAKE_TOTP_CODE },
    ]);
  });
});

describe('The second step of a login', () => {
  it('goes back to the password when its ticket has expired', async () => {
    const consoleError = expectConsoleErrors();
    const { user, backend } = await passwordStep();
    await user.type(await screen.findByLabelText('Authentication code'), FAKE_TOTP_CODE);
    backend.failNext('POST', apiPaths.auth.loginSecondFactor, {
      status: 401,
      body: { error: SECOND_STEP_EXPIRED, code: 'INVALID_CREDENTIALS' },
    });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SECOND_STEP_EXPIRED);
    expect(consoleError).toHaveBeenCalledWith(SECOND_STEP_EXPIRED);
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });
});

describe('Sessions on the Account screen', () => {
  it('lists device, address and last use; ends one, then every other', async () => {
    const { user, backend } = openAdmin('/Admin/account', { sessionList: SESSIONS });
    const list = await screen.findByRole('list', { name: 'Sessions' });
    expect(within(list).getByText('Chrome on Linux')).toBeTruthy();
    expect(within(list).getByText(/\(this session\)/)).toBeTruthy();
    expect(within(list).getByText(/203\.0\.113\.9, passkey, last used/)).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: 'End the session of Safari on iOS at 203.0.113.9' }),
    );
    expect(await screen.findByText('1 session ended.')).toBeTruthy();
    expect(backend.state.sessionList.map((s) => s._id)).toEqual(['a'.repeat(24), 'c'.repeat(24)]);
    await user.click(screen.getByRole('button', { name: 'End all other sessions' }));
    await within(list).findByText('Chrome on Linux');
    expect(backend.state.sessionList.map((s) => s._id)).toEqual(['a'.repeat(24)]);
    expect(screen.queryByText('Firefox on Windows')).toBeNull();
  });
});
