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
    // One worker runs the files one after another without a fresh module graph each: Playwright, the
    // contract and the fixtures load once instead of once a file (about 1.3 s a file here). Nothing
    // is shared that way: each file starts its own server, browser and S3 fake, and the fixtures'
    // only module state (data folders to remove, the S3 fake) is emptied in each file's afterAll.
    isolate: false,
    testTimeout: 60_000,
    // `expect.poll` waits for a state the browser reaches after a server's work (an image through
    // the pipeline, a list reloaded): as long as a locator's own wait, not Vitest's default second,
    // which a busy machine outlasts. A poll still ends as soon as its state is reached.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
  },
});
