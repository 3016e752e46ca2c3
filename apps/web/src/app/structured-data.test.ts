import { describe, expect, it } from 'vitest';
import { pageData, profile } from '../test/fixtures';
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
});
