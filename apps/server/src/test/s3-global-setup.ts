import type { TestProject } from 'vitest/node';
import { startS3Server } from './s3-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback S3 server of this test run. */
    s3Endpoint: string;
  }
}

/** Starts one S3-compatible server for the project's test files; each test context has its bucket. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startS3Server();
  project.provide('s3Endpoint', server.endpoint);
  return () => server.close();
}
