import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { takeUnexpectedErrors, watchConsoleErrors } from './console';
import { takeContractViolations } from './contract-violations';
import { FixedResizeObserver } from './resize-observer';

// `findBy…` and `waitFor` wait for what the screen shows once its calls answered: as long as a
// browser test's locator would, not the library's default second, which a busy machine outlasts.
// A wait still ends as soon as its state is there.
configure({ asyncUtilTimeout: 10_000 });

// uPlot draws the dashboard's chart on a canvas, which jsdom lacks: the browser tests draw it, the
// screen tests read the table that carries the same figures.
vi.mock('../features/admin-dashboard/VisitorsChart', () => ({
  default: () => null,
}));

beforeEach(() => {
  watchConsoleErrors();
  vi.stubGlobal('ResizeObserver', FixedResizeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  const violations = takeContractViolations();
  const unexpected = takeUnexpectedErrors();
  // First the cause: an answer off the contract also makes the app log its failure.
  if (violations.length > 0) {
    throw new Error(`The fake API drifted from the contract:\n${violations.join('\n')}`);
  }
  if (unexpected.length > 0) {
    throw new Error(`console.error was called: ${unexpected.join('\n')}`);
  }
});
