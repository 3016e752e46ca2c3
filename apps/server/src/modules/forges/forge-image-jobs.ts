import type { FastifyBaseLogger } from 'fastify';
import type { ImportedProject } from '../projects/imported-project.js';
import type { RepoInfo } from './forge-client.js';

// What the app's deps name of the imported projects' images (forge-image.ts makes them), apart
// from the code that makes them, which reaches the deps itself.

/** A project just imported from a repository, waiting for its image. */
export interface ImageJob {
  projectId: string;
  repo: RepoInfo;
  fields: ImportedProject;
}

export interface ForgeImages {
  /** Makes these projects' images after the import answered, in their order, a few at a time. */
  give(jobs: readonly ImageJob[], log: FastifyBaseLogger): void;
  /** Settles once every image given so far is made or given up (tests wait on it). */
  idle(): Promise<void>;
  /** Finishes the images being made and makes no other: their projects wait for the owner's. */
  stop(): Promise<void>;
}
