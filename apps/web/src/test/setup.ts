import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { takeUnexpectedErrors } from './console';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  const unexpected = takeUnexpectedErrors();
  if (unexpected.length > 0) {
    throw new Error(`console.error was called: ${unexpected.join('\n')}`);
  }
});
