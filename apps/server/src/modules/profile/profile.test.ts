import { apiPaths, DEFAULT_PROFILE, type Profile, SOCIAL_NETWORKS } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, testAppPerTest, VIEWER } from '../../test/app.js';
import { notifications } from '../../test/content.js';
import { seedProfile } from './profile.repository.js';

const ctx = testAppPerTest();

const edited: Profile = {
  ...DEFAULT_PROFILE,
  ownerName: 'Jane Doe',
  brandTitle: 'Jane',
  typewriterLines: ['Researcher'],
  skills: [{ icon: 'rust' }, { icon: 'go' }, { text: 'COBOL' }],
  contributionsUsername: 'jane-doe',
  links: [
    { network: 'mastodon', url: 'https://mastodon.social/@jane' },
    { network: 'email', url: 'mailto:jane@example.com' },
    { network: 'other', url: 'https://jane.example/talks', label: 'Talks' },
    { network: 'github', url: 'https://github.com/jane', label: 'Code' },
  ],
};

const put = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url: apiPaths.profile, payload: payload as object, headers });

describe('site profile', () => {
  it('starts with the spec texts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: apiPaths.profile });
    expectStatus(res, 200);
    const profile = res.json<Profile>();
    expect(profile.typewriterLines).toEqual(['Deep Learning Engineer', 'Full Stack Web Developer']);
    expect(profile.introduction).toMatch(/javascript.*Python.*web technologies.*Node\.js.*React/s);
    expect(profile.about.hobbies).toEqual([
      'Playing Games',
      'Web/App Testing',
      'Tweeting thoughts',
    ]);
    expect(profile.skills).toHaveLength(8);
    expect(profile.tools).toHaveLength(4);
    expect(profile.links.map((link) => link.network)).toEqual([
      'github',
      'instagram',
      'x',
      'linkedin',
    ]);
  });

  it('is replaced by the Admin, with a notification', async () => {
    const token = await ctx.login();
    const res = await put(edited, ctx.auth(token));
    expectStatus(res, 200);
    expect(res.json()).toEqual(edited);
    const again = await ctx.app.inject({ method: 'GET', url: apiPaths.profile });
    expect(again.json()).toEqual(edited);
    expect((await notifications(ctx, token))[0]).toMatchObject({
      action: 'Edit',
      status: 'Success',
      notification_msg: 'Profile updated',
    });
  });

  it('is stored with the defaults on the first start and kept as the owner saved it later', async () => {
    const storedRows = () => ctx.db.selectFrom('site_profile').select('data').execute();
    expect(await storedRows()).toEqual([]);
    await seedProfile(ctx.db, new Date());
    const [seeded] = await storedRows();
    expect(JSON.parse(seeded?.data ?? 'null')).toEqual(DEFAULT_PROFILE);

    expectStatus(await put(edited, ctx.auth(await ctx.login())), 200);
    await seedProfile(ctx.db, new Date());
    expect(await storedRows()).toHaveLength(1);
    const res = await ctx.app.inject({ method: 'GET', url: apiPaths.profile });
    expect(res.json()).toEqual(edited);
  });

  it('refuses anyone but the Admin and changes nothing', async () => {
    expectStatus(await put(edited), 401);
    const viewer = await ctx.login(VIEWER.userId, VIEWER.password);
    expectStatus(await put(edited, ctx.auth(viewer)), 403);
    const res = await ctx.app.inject({ method: 'GET', url: apiPaths.profile });
    expect(res.json()).toEqual(DEFAULT_PROFILE);
  });

  const link = (over: object) => ({
    ...edited,
    links: [{ network: 'github', url: 'https://github.com/jane', ...over }],
  });
  it.each([
    ['an unknown icon', { ...edited, skills: [{ icon: 'no-such-icon' }] }, 'skills/0/icon'],
    ['an icon slug the set has not', { ...edited, tools: [{ icon: 'cobol' }] }, 'tools/0/icon'],
    [
      'an entry with both icon and text',
      { ...edited, skills: [{ icon: 'rust', text: 'Rust' }] },
      'skills/0',
    ],
    ['an old icon key', { ...edited, skills: ['rust'] }, 'skills/0'],
    ['an unknown network', link({ network: 'myspace' }), 'links/0/network'],
    ['a javascript: link', link({ url: 'javascript:alert(1)' }), 'links/0/url'],
    ['a link without a host', link({ url: 'https:example.com' }), 'links/0/url'],
    ['a mailto: link on a web network', link({ url: 'mailto:jane@example.com' }), 'links/0/url'],
    [
      'a web link for email',
      link({ network: 'email', url: 'https://jane.example' }),
      'links/0/url',
    ],
    ['an email without an address', link({ network: 'email', url: 'mailto:jane' }), 'links/0/url'],
    ['other without a label', link({ network: 'other' }), 'links/0/label'],
    ['other with a blank label', link({ network: 'other', label: '  ' }), 'links/0/label'],
    [
      'too many links',
      { ...edited, links: Array.from({ length: 21 }, () => edited.links[0]) },
      'links',
    ],
    ['the old social object alone', { ...edited, links: undefined, social: {} }, 'links'],
    ['an empty name', { ...edited, ownerName: '' }, 'ownerName'],
    ['a missing field', { ...edited, description: undefined }, 'description'],
  ])('refuses %s with 400 naming the field', async (_name, payload, field) => {
    const token = await ctx.login();
    const res = await put(payload, ctx.auth(token));
    expectStatus(res, 400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    const current = await ctx.app.inject({ method: 'GET', url: apiPaths.profile });
    expect(current.json()).toEqual(DEFAULT_PROFILE);
  });

  it('takes up to 20 links of every network, in order', async () => {
    const links = SOCIAL_NETWORKS.map(({ key }) =>
      key === 'email'
        ? { network: key, url: 'mailto:jane@example.com' }
        : { network: key, url: `https://${key}.example/jane`, label: `My ${key}` },
    );
    const profile = { ...edited, links: [...links, ...links.slice(0, 5)] };
    expect(profile.links).toHaveLength(20);
    const res = await put(profile, ctx.auth(await ctx.login()));
    expectStatus(res, 200);
    expect(res.json<Profile>().links).toEqual(profile.links);
  });
});
