import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../lib/theme-boot';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('shows the mode set before the app started', () => {
    document.documentElement.dataset.theme = 'dark';
    render(<ThemeToggle />);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveProperty('checked', true);
  });

  it('switches the mode, remembers it, and keeps every toggle in step', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ThemeToggle />
        <ThemeToggle />
      </>,
    );
    const [first, second] = screen.getAllByRole('switch', { name: 'Dark mode' });
    expect(first).toHaveProperty('checked', false);
    await user.click(first as HTMLElement);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(second).toHaveProperty('checked', true);
    await user.click(second as HTMLElement);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(first).toHaveProperty('checked', false);
  });
});
