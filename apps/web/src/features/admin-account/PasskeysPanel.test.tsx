import { apiPaths } from '@portfolio/contract';
import { startRegistration } from '@simplewebauthn/browser';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { LAPTOP_PASSKEY } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';

vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<typeof import('@simplewebauthn/browser')>()),
  startRegistration: vi.fn(),
}));

/** What a browser answers navigator.credentials.create with, in WebAuthn's JSON form. */
const CREATED = {
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  type: 'public-key' as const,
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
    attestationObject: 'o2NmbXRkbm9uZQ',
    transports: ['internal' as const],
  },
  clientExtensionResults: {},
};

afterEach(() => vi.mocked(startRegistration).mockReset());

describe('Passkeys on the Account screen', () => {
  it('lists the passkeys, adds one under its name, and removes one', async () => {
    vi.mocked(startRegistration).mockResolvedValue(CREATED);
    const { user, backend } = openAdmin('/Admin/account', { passkeys: [LAPTOP_PASSKEY] });
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    expect(within(list).getByText('Laptop')).toBeTruthy();
    expect(within(list).getByText(/never used/)).toBeTruthy();

    const form = within(screen.getByRole('form', { name: 'Add a passkey' }));
    await user.type(form.getByLabelText('Passkey name'), 'Phone');
    await user.click(form.getByRole('button', { name: 'Add a passkey' }));
    expect((await form.findByRole('status')).textContent).toBe('Passkey "Phone" added.');
    expect(vi.mocked(startRegistration)).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'registration-challenge' },
    });
    expect(backend.calls('POST', apiPaths.auth.passkeyRegister).map((r) => r.json)).toEqual([
      { name: 'Phone', response: CREATED },
    ]);
    expect(await within(list).findByText('Phone')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove passkey Laptop' }));
    expect((await form.findByRole('status')).textContent).toBe('Passkey "Laptop" removed.');
    expect(backend.state.passkeys.map((p) => p.name)).toEqual(['Phone']);
  });

  it('asks for a name first, and says so when the browser made no passkey', async () => {
    const consoleError = expectConsoleErrors();
    const cancelled = Object.assign(new Error('The operation was cancelled'), {
      name: 'NotAllowedError',
    });
    vi.mocked(startRegistration).mockRejectedValue(cancelled);
    const { user, backend } = openAdmin('/Admin/account');
    expect(await screen.findByText('No passkeys yet.')).toBeTruthy();
    const form = within(screen.getByRole('form', { name: 'Add a passkey' }));
    await user.click(form.getByRole('button', { name: 'Add a passkey' }));
    expect(form.getByText('Name the passkey, e.g. the device it is on')).toBeTruthy();
    expect(backend.calls('POST', apiPaths.auth.passkeyOptions)).toEqual([]);

    await user.type(form.getByLabelText('Passkey name'), 'Phone');
    await user.click(form.getByRole('button', { name: 'Add a passkey' }));
    expect((await form.findByRole('alert')).textContent).toBe('No passkey was created.');
    expect(consoleError).toHaveBeenCalled();
    expect(backend.calls('POST', apiPaths.auth.passkeyRegister)).toEqual([]);
  });
});
