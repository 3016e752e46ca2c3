import { apiPaths, errorMessages } from '@portfolio/contract';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../lib/api';
import { expectConsoleErrors } from '../test/console';
import { FAKE_TOTP_CODE } from '../test/fake-backend';
import { LAPTOP_PASSKEY, OWNER_PASSWORD, OWNER_TOKEN } from '../test/fixtures';
import { openAdmin } from '../test/render-admin';
import { REAUTH_TITLE } from './ReauthPrompt';

vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<typeof import('@simplewebauthn/browser')>()),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));

afterEach(() => {
  vi.mocked(startRegistration).mockReset();
  vi.mocked(startAuthentication).mockReset();
});

/** What a browser answers navigator.credentials.create with, in WebAuthn's JSON form. */
const CREATED = {
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  type: 'public-key' as const,
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2Nm' },
  clientExtensionResults: {},
};

/** What it answers navigator.credentials.get with. */
const SIGNED = {
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  type: 'public-key' as const,
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'AA',
    signature: 'AA',
  },
  clientExtensionResults: {},
};

/** Two sessions besides this one; the owner's session not confirmed for over 10 minutes. */
const STALE = {
  confirmed: false,
  sessionList: [
    {
      _id: 'b'.repeat(24),
      userAgent: 'Chrome on Linux',
      ip: '203.0.113.5',
      method: 'password',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastSeenAt: '2026-11-01T10:00:00.000Z',
      current: true,
    },
    {
      _id: 'c'.repeat(24),
      userAgent: 'Safari on iOS',
      ip: '203.0.113.6',
      method: 'passkey',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastSeenAt: '2026-11-01T10:00:00.000Z',
      current: false,
    },
  ],
};

const dialog = async () => within(await screen.findByRole('dialog', { name: REAUTH_TITLE }));

describe('the re-authentication prompt', () => {
  it('asks for the password in place when a change is refused, then makes the change; what was typed stays', async () => {
    const consoleError = expectConsoleErrors();
    vi.mocked(startRegistration).mockResolvedValue(CREATED);
    const { user, backend } = openAdmin('/Admin/account', STALE);
    const form = within(await screen.findByRole('form', { name: 'Add a passkey' }));
    await user.type(form.getByLabelText('Passkey name'), 'Phone');
    await user.click(form.getByRole('button', { name: 'Add a passkey' }));

    const prompt = await dialog();
    expect(form.getByLabelText('Passkey name')).toHaveProperty('value', 'Phone');
    await user.click(prompt.getByLabelText('Password'));
    await user.paste('not the password');
    await user.click(prompt.getByRole('button', { name: 'Confirm' }));
    expect((await prompt.findByRole('alert')).textContent).toBe('The password is wrong');
    expect(consoleError).toHaveBeenCalledWith('The password is wrong');
    expect(startRegistration).not.toHaveBeenCalled();

    await user.clear(prompt.getByLabelText('Password'));
    await user.paste(OWNER_PASSWORD);
    await user.click(prompt.getByRole('button', { name: 'Confirm' }));
    expect((await form.findByRole('status')).textContent).toBe('Passkey "Phone" added.');
    expect(screen.queryByRole('dialog', { name: REAUTH_TITLE })).toBeNull();
    // The refused call went again once confirmed: two option calls, one registration.
    expect(backend.calls('POST', apiPaths.auth.passkeyOptions)).toHaveLength(2);
    expect(backend.calls('POST', apiPaths.auth.passkeyRegister).map((r) => r.json)).toEqual([
      { name: 'Phone', response: CREATED },
    ]);
    expect(backend.calls('POST', apiPaths.auth.confirm).map((r) => r.json)).toEqual([
      { password: 'not the password' },
      { password: OWNER_PASSWORD },
    ]);
    expect(tokenStore.get()).toBe(OWNER_TOKEN);
  });

  it('confirms with a passkey, and with a code when the authenticator app is on', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(SIGNED);
    const { user, backend } = openAdmin('/Admin/account', {
      ...STALE,
      passkeys: [LAPTOP_PASSKEY],
      secondFactor: { totp: true, recoveryCodesLeft: 10, required: false },
    });
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    await user.click(await (await dialog()).findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('1 session ended.')).toBeTruthy();
    expect(backend.calls('POST', apiPaths.auth.confirm).map((r) => r.json)).toEqual([
      { response: SIGNED },
    ]);
    expect(backend.state.sessionList.map((s) => s.current)).toEqual([true]);

    backend.state.confirmed = false;
    await user.click(screen.getByRole('checkbox', { name: /Require a second factor/ }));
    const prompt = await dialog();
    await user.click(await prompt.findByRole('button', { name: 'Use a code' }));
    await user.type(prompt.getByLabelText('Authenticator or recovery code'), FAKE_TOTP_CODE);
    await user.click(prompt.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(backend.state.secondFactor.required).toBe(true));
    expect(screen.queryByRole('dialog', { name: REAUTH_TITLE })).toBeNull();
  });

  it('leaves the change undone and says why when the owner cancels', async () => {
    const consoleError = expectConsoleErrors();
    const { user, backend } = openAdmin('/Admin/account', STALE);
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    await user.click((await dialog()).getByRole('button', { name: 'Cancel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessages.reauthRequired);
    expect(consoleError).toHaveBeenCalledWith(errorMessages.reauthRequired);
    expect(backend.state.sessionList).toHaveLength(2);
    expect(backend.calls('POST', apiPaths.auth.confirm)).toEqual([]);
    expect(tokenStore.get()).toBe(OWNER_TOKEN);
  });
});
