import { apiPaths, DEFAULT_PROFILE, type IconList, type PublicPageData } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest, ownerCall } from '../../test/app.js';
import { putProfile } from '../../test/content.js';
import { publicPageData } from '../../test/page-data.js';

const ctx = ownerAppPerTest();

const search = (query: string) => ownerCall(ctx, 'GET', `${apiPaths.icons}?${query}`);

describe('the icon set', () => {
  it('is searched by name, alias or slug, best match first, with each icon drawn', async () => {
    const res = await search('q=react');
    expectStatus(res, 200);
    const icons = res.json<IconList>();
    expect(icons[0]).toMatchObject({ slug: 'react', title: 'React', viewBox: '0 0 24 24' });
    expect(icons[0]?.path).toMatch(/^M/);
    expect(icons.length).toBeLessThanOrEqual(40);
    expect(icons.map((icon) => icon.slug)).toContain('reactquery');
    // Our own drawings are in the set too, and accents do not matter.
    expect((await search('q=visual%20studio')).json<IconList>().map((i) => i.slug)).toContain(
      'local-vscode',
    );
    expect((await search('q=nodejs')).json<IconList>()[0]?.slug).toBe('nodedotjs');
    expect((await search('q=')).json<IconList>()).toEqual([]);
  });

  it('answers the icons named by slug, leaving out unknown ones', async () => {
    const res = await search('slugs=rust,local-aws,no-such-icon,rust');
    expectStatus(res, 200);
    expect(res.json<IconList>().map((icon) => [icon.slug, icon.title])).toEqual([
      ['rust', 'Rust'],
      ['local-aws', 'AWS'],
    ]);
  });

  it('refuses a bad query with 400', async () => {
    expectStatus(await search('q=a&slugs=b'), 400);
    expectStatus(await search(`q=${'a'.repeat(61)}`), 400);
    const many = Array.from({ length: 51 }, (_, i) => `s${i}`).join(',');
    expectStatus(await search(`slugs=${many}`), 400);
  });

  it('gives the public pages the drawing of each icon the profile names, and no other', async () => {
    // The owner's own links (a network's bare home page is left out of the page, with its icon).
    await putProfile(ctx, ctx.token, {
      ...DEFAULT_PROFILE,
      links: [
        { network: 'github', url: 'https://github.com/ada' },
        { network: 'instagram', url: 'https://www.instagram.com/ada' },
        { network: 'x', url: 'https://x.com/ada' },
        { network: 'linkedin', url: 'https://www.linkedin.com/in/ada' },
        { network: 'youtube', url: 'https://www.youtube.com/' },
      ],
    });
    const data: PublicPageData = await publicPageData(ctx.app.deps, '/about');
    expect(Object.keys(data.icons).sort()).toEqual(
      [
        'javascript',
        'typescript',
        'python',
        'nodedotjs',
        'react',
        'mongodb',
        'postgresql',
        'git',
        'local-vscode',
        'postman',
        'googlechrome',
        'linux',
        'github',
        'instagram',
        'x',
        'local-linkedin',
      ].sort(),
    );
    expect(data.icons.github).toMatchObject({ title: 'GitHub', viewBox: '0 0 24 24' });
    expect(DEFAULT_PROFILE.skills).toHaveLength(8);
  });
});
