import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { LoginPage } from './LoginPage';
import { PASSKEY_CANCELLED, signInWithPasskey } from './passkey-login';

vi.mock('./passkey-login', async (original) => ({
  ...(await original<typeof import('./passkey-login')>()),
  signInWithPasskey: vi.fn(),
}));

/** A browser with passkeys: WebAuthn in a secure context (jsdom has neither). */
function withPasskeys() {
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(window, 'PublicKeyCredential', {
    value: function PublicKeyCredential() {},
    configurable: true,
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'isSecureContext');
  Reflect.deleteProperty(window, 'PublicKeyCredential');
  vi.mocked(signInWithPasskey).mockReset();
});

describe('LoginPage', () => {
  it('has the spec fields, the show/hide control, the copyright and the mode switch', async () => {
    const user = userEvent.setup();
    render(<LoginPage onLogin={async () => {}} onToken={async () => {}} />);
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
    expect(screen.getByText(/2022/).textContent).toBe('Copyright © 2022');
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeTruthy();
  });

  it('sends what was typed and shows the overlay while the login is in flight', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onLogin = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<LoginPage onLogin={onLogin} onToken={async () => {}} />);
    await user.type(screen.getByLabelText('User Id'), 'owner');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onLogin).toHaveBeenCalledWith('owner', 'secret words');
    expect(screen.getByRole('status').textContent).toMatch(/^Server will start in \d+ s$/);
    finish();
  });

  it('shows and logs the server message on failure, hides the overlay, keeps the input', async () => {
    const user = userEvent.setup();
    const consoleError = expectConsoleErrors();
    render(
      <LoginPage
        onToken={async () => {}}
        onLogin={async () => {
          throw new Error('Invalid credentials');
        }}
      />,
    );
    await user.type(screen.getByLabelText('User Id'), 'owner');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
    expect(consoleError).toHaveBeenCalledWith('Invalid credentials');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('User Id')).toHaveProperty('value', 'owner');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'wrong');
  });

  it('offers no passkey button where the browser has no WebAuthn', () => {
    render(<LoginPage onLogin={async () => {}} onToken={async () => {}} />);
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('signs in with a passkey beside the spec form, handing over the token it answered', async () => {
    withPasskeys();
    const user = userEvent.setup();
    vi.mocked(signInWithPasskey).mockResolvedValue('passkey-token');
    const onToken = vi.fn(async () => {});
    const onLogin = vi.fn(async () => {});
    render(<LoginPage onLogin={onLogin} onToken={onToken} />);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(onToken).toHaveBeenCalledWith('passkey-token');
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('says so when the passkey prompt ended without one', async () => {
    withPasskeys();
    const consoleError = expectConsoleErrors();
    const user = userEvent.setup();
    vi.mocked(signInWithPasskey).mockRejectedValue(new Error(PASSKEY_CANCELLED));
    render(<LoginPage onLogin={async () => {}} onToken={async () => {}} />);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PASSKEY_CANCELLED);
    expect(consoleError).toHaveBeenCalledWith(PASSKEY_CANCELLED);
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
  });
});
