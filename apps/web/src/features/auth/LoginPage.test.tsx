import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { LoginPage } from './LoginPage';

describe('LoginPage', () => {
  it('has the spec fields, the show/hide control, the copyright and the mode switch', async () => {
    const user = userEvent.setup();
    render(<LoginPage onLogin={async () => {}} />);
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
    render(<LoginPage onLogin={onLogin} />);
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
});
