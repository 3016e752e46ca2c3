import {
  caseStudyPath,
  DEFAULT_PROFILE,
  FEED_PATH,
  isPlainText,
  type Profile,
  publicPath,
} from '@portfolio/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { getProfile, saveProfile } from '../modules/profile/profile.repository.js';
import { expectStatus, testAppPerFile } from '../test/app.js';
import { seedCertificate, seedProject } from '../test/content.js';
import { checkJsonLd, jsonLdOf } from '../test/schema-org.js';
import { sourceWeb } from '../test/web.js';
import { readXml } from '../test/xml.js';

// Rows stored before the rule of text (packages/contract/src/text-characters.ts) may hold what is
// not text. The feed, the sitemap and the pages' JSON-LD are read by others' parsers: whatever the
// rows hold, each must parse, and carry none of it.

const ORIGIN = 'https://example.com';

/**
 * What is not text, as an old row may hold it: controls, U+FFFE and U+FFFF (which XML refuses),
 * other noncharacters. Not a NUL: PostgreSQL refuses one in a text column, and better-sqlite3
 * built for Node 22 cuts a string at it (built for Node 20 and 24 it keeps it), so no row reliably
 * holds one. (Nor a lone surrogate: UTF-8 has none, and the drivers store U+FFFD for it.)
 */
const NOT_TEXT = ['\u0001', '\u001B', '\uFFFE', '\uFFFF', '\uFDD0', '\u{1FFFE}', '\u{10FFFF}'].join(
  '',
);

/** A text with what is not text in its middle. */
const spoiled = (text: string) =>
  `${text.slice(0, Math.ceil(text.length / 2))}${NOT_TEXT}${text.slice(Math.ceil(text.length / 2))}`;

/** Every string of a stored value spoiled, but the registry keys the pages look up. */
function spoiledStrings(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return ['network', 'icon'].includes(key) ? value : spoiled(value);
  if (Array.isArray(value)) return value.map((item) => spoiledStrings(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, spoiledStrings(item, name)]),
    );
  }
  return value;
}

const ctx = testAppPerFile({ PUBLIC_ORIGIN: ORIGIN }, { web: sourceWeb });
let slug: string;
beforeAll(async () => {
  const token = await ctx.openSession();
  const project = await seedProject(ctx, token, {
    title: spoiled('Portfolio engine'),
    description: spoiled('A self-hosted portfolio'),
    website_link: spoiled('https://example.com/app'),
    project_link: spoiled('https://github.com/example/app'),
    tags: `${spoiled('rust')},web`,
    case_study: spoiled('## How it works\n\nIt sorts photos.'),
  });
  slug = project.slug;
  await seedCertificate(ctx, token, {
    title: spoiled('Deep Learning'),
    issued_by: spoiled('Coursera'),
  });
  const profile = spoiledStrings(DEFAULT_PROFILE) as Profile;
  await saveProfile(ctx.db, profile, ctx.clock.now);
  await ctx.app.deps.contentVersion.bump();
});

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { host: 'example.com' } });
  expectStatus(res, 200);
  return res.body;
};

/** The strings of a parsed value that hold what is not text. */
function notText(value: unknown): string[] {
  if (typeof value === 'string') return isPlainText(value) ? [] : [JSON.stringify(value)];
  if (Array.isArray(value)) return value.flatMap(notText);
  if (value && typeof value === 'object') return Object.values(value).flatMap(notText);
  return [];
}

describe('stored text that is not text', () => {
  it('is held by the rows as stored (the test would prove nothing otherwise)', async () => {
    const row = await ctx.db
      .selectFrom('projects')
      .select('title')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe(spoiled('Portfolio engine'));
    expect((await getProfile(ctx.db)).ownerName).toBe(spoiled(DEFAULT_PROFILE.ownerName));
  });

  it('leaves the Atom feed well-formed for a strict XML reader, and carries none of it', async () => {
    const { errors, values } = readXml(await get(FEED_PATH));
    expect(errors).toEqual([]);
    expect(values.flatMap(notText)).toEqual([]);
    expect(values).toContain('Portfolio engine');
    expect(values).toContain('A self-hosted portfolio');
  });

  it('leaves the sitemap well-formed for a strict XML reader', async () => {
    const { errors, values } = readXml(await get('/sitemap.xml'));
    expect(errors).toEqual([]);
    expect(values.flatMap(notText)).toEqual([]);
    expect(values).toContain(ORIGIN + caseStudyPath(slug));
  });

  it.each([
    publicPath('home'),
    publicPath('about'),
    publicPath('projects'),
    publicPath('certificates'),
    'case study',
  ])(
    'leaves the JSON-LD of %s parsed by JSON and JSON-LD readers, carrying none of it',
    async (page) => {
      const html = await get(page === 'case study' ? caseStudyPath(slug) : page);
      const documents = jsonLdOf(html);
      expect(documents).toHaveLength(1);
      expect(documents.flatMap(notText)).toEqual([]);
      for (const document of documents) await checkJsonLd(document);
      expect(JSON.stringify(documents)).toContain(DEFAULT_PROFILE.ownerName);
    },
  );
});
