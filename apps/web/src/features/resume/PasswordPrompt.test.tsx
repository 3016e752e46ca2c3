import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordPrompt } from './PasswordPrompt';

describe('PasswordPrompt', () => {
  it("asks with react-pdf's text, takes focus, and hands over what was typed", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PasswordPrompt retry={false} onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Enter the password to open this PDF file.');
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('type')).toBe('password');
    await user.type(input, 'openpassword{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('openpassword');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it("says 'Invalid password. Please try again.' after a wrong one", () => {
    render(<PasswordPrompt retry onSubmit={() => {}} />);
    const input = screen.getByLabelText('Invalid password. Please try again.');
    expect(input.closest('form')?.querySelector('[aria-live="assertive"]')).toBeTruthy();
  });
});
