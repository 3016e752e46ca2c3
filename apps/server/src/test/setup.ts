import { afterAll, afterEach, vi } from 'vitest';
import { droppedDatabases } from './database-drops.js';

// A test that writes console.error has hit something nobody expected: fail it.
const consoleError = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
  }
});

// The file's test databases are gone before the next file starts.
afterAll(droppedDatabases);
