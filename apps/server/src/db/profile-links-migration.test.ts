import { Profile } from '@portfolio/contract';
import { Value } from '@sinclair/typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { migrateTo, migrateToLatest } from './migrate.js';

// A profile as the version before 2026-11-25T03-00_profile-links stored it (and backups hold it).
const OLD_PROFILE = {
  ownerName: 'Jane Doe',
  brandTitle: 'Jane',
  greeting: 'Hi There!',
  typewriterLines: ['Researcher'],
  introduction: 'Hello.',
  about: { location: 'Lisbon', role: 'engineer', hobbies: ['Climbing'] },
  skills: ['javascript', 'nodejs', 'aws', 'java', 'cplusplus', 'html', 'nextjs'],
  tools: ['vscode', 'postman', 'chrome', 'slack'],
  social: {
    github: 'https://github.com/jane',
    instagram: '',
    twitter: 'https://twitter.com/jane',
    linkedin: 'https://www.linkedin.com/in/jane',
  },
  contributionsUsername: 'jane',
  description: 'Portfolio of Jane.',
};

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await migrateTo(database.handle.db, '2026-11-24T03-00_project-dates');
  await database.handle.db
    .insertInto('site_profile')
    .values({ id: 1, data: JSON.stringify(OLD_PROFILE), updated_at: new Date() })
    .execute();
});
afterEach(() => database.drop());

const stored = async () => {
  const row = await database.handle.db
    .selectFrom('site_profile')
    .select('data')
    .executeTakeFirstOrThrow();
  return JSON.parse(row.data) as Record<string, unknown>;
};

describe('migration 2026-11-25T03-00_profile-links', () => {
  it('turns a stored profile into links and icon entries that the new schema takes', async () => {
    await migrateToLatest(database.handle.db);
    const profile = await stored();
    expect(Value.Check(Profile, profile)).toBe(true);
    expect(profile).toEqual({
      ...OLD_PROFILE,
      social: undefined,
      skills: [
        { icon: 'javascript' },
        { icon: 'nodedotjs' },
        { icon: 'local-aws' },
        { icon: 'local-java' },
        { icon: 'cplusplus' },
        { icon: 'html5' },
        { icon: 'nextdotjs' },
      ],
      tools: [
        { icon: 'local-vscode' },
        { icon: 'postman' },
        { icon: 'googlechrome' },
        { icon: 'local-slack' },
      ],
      links: [
        { network: 'github', url: 'https://github.com/jane' },
        { network: 'x', url: 'https://twitter.com/jane' },
        { network: 'linkedin', url: 'https://www.linkedin.com/in/jane' },
      ],
    });
    expect('social' in profile).toBe(false);
  });

  it('goes back to the older shape on the way down', async () => {
    await migrateToLatest(database.handle.db);
    await migrateTo(database.handle.db, '2026-11-24T03-00_project-dates');
    expect(await stored()).toEqual(OLD_PROFILE);
  });
});
