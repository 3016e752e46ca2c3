import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A test that writes console.error has hit something nobody expected (a React warning, a hydration
// mismatch): fail it. Tests that expect an error message mock console.error themselves.
const consoleError = vi.spyOn(console, 'error');

afterEach(() => {
  cleanup();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
  }
});
