import { describe, expect, it } from 'vitest';
import { pageData, profile, project } from '../test/fixtures';
import { structuredData } from './structured-data';

const ORIGIN = 'https://jane.example';

const graphOf = (script: string) =>
  JSON.parse(script.replace(/^<script type="application\/ld\+json">|<\/script>$/g, '')) as {
    '@graph': Record<string, unknown>[];
  };

describe('structured data', () => {
  it('cannot be closed early by what the owner wrote', () => {
    const data = pageData({ profile: { ...profile, ownerName: 'Jane </script><script>alert(1)' } });
    const script = structuredData({ key: 'home', pathname: '/' }, data, ORIGIN);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<script>alert');
    const [person] = graphOf(script)['@graph'];
    expect(person?.name).toBe('Jane </script><script>alert(1)');
  });

  it('names a mailto link as the email, not among the profiles elsewhere', () => {
    const links = [
      { network: 'github' as const, url: 'https://github.com/jane' },
      { network: 'email' as const, url: 'mailto:jane@example.com' },
    ];
    const [person] = graphOf(
      structuredData(
        { key: 'about', pathname: '/about' },
        pageData({ profile: { ...profile, links } }),
        ORIGIN,
      ),
    )['@graph'];
    expect(person?.sameAs).toEqual(['https://github.com/jane']);
    expect(person?.email).toBe('jane@example.com');
  });

  it("lists a case study's screenshots, each at its widest, after the project's image", () => {
    const shown = { ...project(1), hasCaseStudy: true };
    const screenshot = {
      _id: 'a'.repeat(24),
      alt: 'The map view',
      url: '/media/map-640.webp',
      variants: [
        { url: '/media/map-640.webp', width: 640, height: 320 },
        { url: '/media/map-1280.webp', width: 1280, height: 640 },
      ],
    };
    const data = pageData({
      caseStudy: {
        project: shown,
        html: '',
        headings: [],
        hasMath: false,
        screenshots: [screenshot],
      },
    });
    const graph = graphOf(
      structuredData({ key: 'case-study', pathname: `/projects/${shown.slug}` }, data, ORIGIN),
    )['@graph'];
    const page = graph.find((node) => node['@type'] === 'WebPage') as {
      mainEntity: { image: string[] };
    };
    expect(page.mainEntity.image).toEqual([
      ...shown.project_image_variants.map((variant) => new URL(variant.url, ORIGIN).href),
      `${ORIGIN}/media/map-1280.webp`,
    ]);
  });
});
