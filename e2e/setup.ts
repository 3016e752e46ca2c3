import { afterAll } from 'vitest';
import { removeCreatedDataDirs } from './fixtures/server.js';

// Every test file stops its servers in its own afterAll, which runs before this one.
afterAll(() => removeCreatedDataDirs());
