import { vi } from 'vitest';

// A test that writes console.error has hit something nobody expected (a React warning, a hydration
// mismatch): setup.ts fails it, unless the test said first that it expects the app to log.
const consoleError = vi.spyOn(console, 'error');
let expecting = false;

/**
 * This test expects the app to log failures (spec §8): they stay out of the output, and the spy
 * returned tells what was logged. The watch starts again with the next test.
 */
export function expectConsoleErrors() {
  expecting = true;
  return consoleError.mockImplementation(() => {});
}

/** After each test: what it logged without expecting to; then the watch starts again. */
export function takeUnexpectedErrors(): string[] {
  const unexpected = expecting ? [] : consoleError.mock.calls.map((call) => call.join(' '));
  expecting = false;
  consoleError.mockReset();
  return unexpected;
}
