import { caseStudyPath, DEFAULT_PROFILE, type Project, type SiteImages } from '@portfolio/contract';
import { mf2 } from 'microformats-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAdaSite } from '../test/ada-site.js';
import { expectStatus, testAppPerFile } from '../test/app.js';
import { sourceWeb } from '../test/web.js';

const ORIGIN = 'https://example.com';

// One app for the file: every test only reads what is stored here first.
const ctx = testAppPerFile({ PUBLIC_ORIGIN: ORIGIN }, { web: sourceWeb });
let portrait: SiteImages['portrait'];
let plain: Project;
let withCaseStudy: Project;
beforeAll(async () => {
  ({ portrait, plain, withCaseStudy } = await seedAdaSite(ctx));
});

/** A page's microformats, parsed as a consumer would with the page's own URL as base. */
async function parsed(path: string) {
  const res = await ctx.app.inject({ method: 'GET', url: path, headers: { host: 'example.com' } });
  expectStatus(res, 200);
  return mf2(res.body, { baseUrl: ORIGIN + path });
}

describe('microformats', () => {
  it("makes Home the owner's h-card with his rel=me profiles, the featured projects an h-feed", async () => {
    const { items, rels } = await parsed('/');
    const cards = items.filter((item) => item.type?.includes('h-card'));
    expect(cards).toHaveLength(1);
    const [card] = cards;
    expect(card?.properties.name).toEqual(['Ada Lovelace']);
    expect(card?.properties['job-title']).toEqual(DEFAULT_PROFILE.typewriterLines);
    expect(card?.properties.role).toEqual(DEFAULT_PROFILE.typewriterLines);
    // His site, then his profiles elsewhere: the footer's rel="me" links are in the card.
    expect(card?.properties.url).toEqual([
      `${ORIGIN}/`,
      'https://github.com/ada',
      'https://mastodon.social/@ada',
    ]);
    expect(card?.properties.email).toEqual(['mailto:ada@example.com']);
    expect(card?.properties.uid).toEqual([`${ORIGIN}/`]);
    expect(card?.properties.photo).toEqual([{ value: portrait?.url, alt: 'Ada Lovelace' }]);
    expect(card?.properties.note).toEqual([DEFAULT_PROFILE.introduction]);
    expect(rels.me).toEqual([
      'https://github.com/ada',
      'https://mastodon.social/@ada',
      'mailto:ada@example.com',
    ]);
    const [feed] = card?.children ?? [];
    expect(feed?.type).toEqual(['h-feed']);
    expect(feed?.properties.name).toEqual(['Featured projects']);
    const [entry] = feed?.children ?? [];
    expect(entry?.type).toEqual(['h-entry']);
    expect(entry?.properties.name).toEqual(['Plain']);
    expect(entry?.properties.url).toEqual([plain.website_link]);
  });

  it('makes /projects an h-feed of h-entries with their links, images and tags', async () => {
    const { items } = await parsed('/projects');
    const feeds = items.filter((item) => item.type?.includes('h-feed'));
    expect(feeds).toHaveLength(1);
    const [feed] = feeds;
    expect(feed?.properties.name).toEqual(['MY Projects']);
    const entries = feed?.children ?? [];
    expect(entries.map((entry) => entry.type)).toEqual([['h-entry'], ['h-entry']]);
    expect(entries.map((entry) => entry.properties.name)).toEqual([['Plain'], ['Engine']]);
    const [first, second] = entries;
    expect(first?.properties.url).toEqual([plain.website_link]);
    expect(first?.properties.summary).toEqual([plain.description]);
    expect(first?.properties.category).toEqual(['rust', 'web']);
    expect(first?.properties.photo).toEqual([plain.project_image]);
    expect(second?.properties.url).toEqual([
      ORIGIN + caseStudyPath(withCaseStudy.slug),
      withCaseStudy.website_link,
    ]);
  });

  it('makes a case study an h-entry with its content', async () => {
    const { items } = await parsed(caseStudyPath(withCaseStudy.slug));
    const [entry] = items.filter((item) => item.type?.includes('h-entry'));
    expect(entry?.properties.name).toEqual(['Engine']);
    expect(entry?.properties.url).toEqual([withCaseStudy.website_link]);
    expect(entry?.properties.photo).toEqual([withCaseStudy.project_image]);
    const [content] = (entry?.properties.content ?? []) as { html: string; value: string }[];
    expect(content?.html).toContain('<h2 id="h-how">How</h2>');
    // The heading's anchor link is a `#`, named for screen readers by its label alone.
    expect(content?.value).toBe('How\n#');
  });
});
