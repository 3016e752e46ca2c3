import type { TestProject } from 'vitest/node';
import { createDatabaseTemplates, type DatabaseTemplates } from './database-templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated databases of this test run that each test database is copied from. */
    databaseTemplates: DatabaseTemplates;
  }
}

/** Makes the project's database templates for the engine its TEST_DB names. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  const { templates, drop } = await createDatabaseTemplates(engine);
  project.provide('databaseTemplates', templates);
  return drop;
}
