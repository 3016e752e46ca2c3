import { describe, expect, it, vi } from 'vitest';
import { THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from './theme-boot';

function boot(prefersDark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && prefersDark,
  }));
  new Function(THEME_BOOT_SCRIPT)();
  return document.documentElement.dataset.theme;
}

describe('the mode boot script', () => {
  it('follows the system when nothing is stored', () => {
    expect(boot(true)).toBe('dark');
    expect(boot(false)).toBe('light');
  });

  it('prefers the stored choice over the system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(boot(true)).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(boot(false)).toBe('dark');
  });

  it('ignores a stored value that is not a mode', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"><script>');
    expect(boot(false)).toBe('light');
  });
});
