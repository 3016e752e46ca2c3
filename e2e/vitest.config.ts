import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { preferMemoryTmpdir } from '../scripts/memory-tmpdir.mjs';

// The servers' data folders in memory: no page waits for the disk's fsync (see the script).
preferMemoryTmpdir();

/** The soak: a minute of load on a server of its own, whatever else the machine runs. */
const SOAK = 'tests/soak.e2e.ts';

/**
 * Vitest's order (unknown files first, then the longest) with the soak before every other file, so
 * that the others run beside its minute instead of after it. Alone at the end it was a minute of
 * its own: the stage took 311 s, and 261 s with the soak first, the same hour (its server kept its
 * memory as flat, and answered every request).
 */
class SoakFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isSoak = (file: TestSpecification) => file.moduleId.endsWith(SOAK);
    return [...sorted.filter(isSoak), ...sorted.filter((file) => !isSoak(file))];
  }
}

/**
 * What every browser file shares. Each file starts its own servers, browser and S3 fake on ports
 * and folders of its own, so two files run at once without meeting.
 */
const shared: TestProjectInlineConfiguration['test'] = {
  root: import.meta.dirname,
  globalSetup: ['global-setup.ts'],
  setupFiles: ['setup.ts'],
  environment: 'node',
  // A worker runs its files one after another without a fresh module graph each: Playwright, the
  // contract and the fixtures load once instead of once a file (about 1.3 s a file here). Nothing
  // is shared that way: the fixtures' only module state (data folders to remove, the S3 fake) is
  // emptied in each file's afterAll.
  isolate: false,
  testTimeout: 60_000,
  // `expect.poll` waits for a state the browser reaches after a server's work (an image through
  // the pipeline, a list reloaded): as long as a locator's own wait, not Vitest's default second,
  // which a busy machine outlasts. A poll still ends as soon as its state is reached.
  expect: { poll: { timeout: 10_000 } },
  hookTimeout: 60_000,
};

/**
 * A rolling upgrade from the previous release, only where .ci/rolling-upgrade has built that
 * release and names its folder.
 */
const UPGRADE = process.env.PREVIOUS_RELEASE_DIR
  ? [{ test: { ...shared, name: 'e2e-upgrade', include: ['upgrade/**/*.e2e.ts'] } }]
  : [];

/**
 * Browser tests against the built server. Three files at a time on the 2 cores: a browser file
 * mostly waits (for a server to start, a page to load, a drain, a flush or a scheduled time), and
 * the third fills those waits. The same tree, back to back: 194 s with two, 163 s with three (the
 * same CPU), 174 s with four (more). PostgreSQL + S3 (several instances, moving a site) only with TEST_DATABASE_URL, like the server
 * suite's PostgreSQL project.
 */
export default defineConfig({
  test: {
    sequence: { sequencer: SoakFirst },
    projects: [
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['tests/**/*.e2e.ts'],
          exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/scale-out/**'],
          maxWorkers: 3,
        },
      },
      ...UPGRADE,
    ],
  },
});
