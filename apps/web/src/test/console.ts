import { type MockInstance, vi } from 'vitest';

// A test that writes console.error has hit something nobody expected (a React warning, a hydration
// mismatch): setup.ts fails it, unless the test said first that it expects the app to log.
let consoleError: MockInstance<typeof console.error> | undefined;
let expecting = false;

/**
 * Before each test: the watch on console.error. The files of a worker share their modules
 * (isolate: false) but each file's environment brings its console back: the spy is made again
 * whenever the console in place is not it.
 */
export function watchConsoleErrors() {
  if (consoleError === undefined || !vi.isMockFunction(console.error)) {
    consoleError = vi.spyOn(console, 'error');
  }
}

/**
 * This test expects the app to log failures (spec §8): they stay out of the output, and the spy
 * returned tells what was logged. The watch starts again with the next test.
 */
export function expectConsoleErrors() {
  watchConsoleErrors();
  expecting = true;
  return (consoleError as MockInstance<typeof console.error>).mockImplementation(() => {});
}

/** After each test: what it logged without expecting to; then the watch starts again. */
export function takeUnexpectedErrors(): string[] {
  const calls = consoleError?.mock.calls ?? [];
  const unexpected = expecting ? [] : calls.map((call) => call.join(' '));
  expecting = false;
  consoleError?.mockReset();
  return unexpected;
}
