import { defineConfig } from 'vitest/config';

/** Browser tests against the built server: one file at a time, each with its own server. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    setupFiles: ['setup.ts'],
    // PostgreSQL + S3 (several instances, moving a site): with TEST_DATABASE_URL, like the server
    // suite's PostgreSQL project.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/scale-out/**'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
