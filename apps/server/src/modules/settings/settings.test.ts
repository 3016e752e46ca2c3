import {
  apiPaths,
  DEFAULT_SETTINGS,
  DEFAULT_SITE_TEXTS,
  type SiteSettings,
} from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, ownerAppPerTest, ownerCall } from '../../test/app.js';
import { addResume, notifications } from '../../test/content.js';
import { publicPageData } from '../../test/page-data.js';

const ctx = ownerAppPerTest();

const put = (payload: object) => ownerCall(ctx, 'PUT', apiPaths.settings, payload);
const read = async () => {
  const res = await ownerCall(ctx, 'GET', apiPaths.settings);
  expectStatus(res, 200);
  return res.json<SiteSettings>();
};

/** The body the first release's admin sends: its three settings, nothing else. */
const OLDER_BODY = { insightsEnabled: true, insightsRetentionDays: 365, contactEnabled: false };

describe("the public pages' fixed texts", () => {
  it("are the spec's texts, exactly, until the owner changes one", async () => {
    expect(DEFAULT_SITE_TEXTS).toEqual({
      projectsHeading: 'MY Projects',
      projectLink: 'Project Link',
      websiteLink: 'WebSite Link',
      certificatesHeading: 'MY Certificates',
      aboutIntroduction: 'Hi Everyone, I am {name} from {location}.',
      hobbiesLine: 'Apart from coding, some other activities that I love to do!',
      notListening: 'Not Listening.',
      notFound: '404 page not found',
    });
    expect((await read()).texts).toEqual({});
    expect((await publicPageData(ctx.app.deps, '/projects')).texts).toEqual(DEFAULT_SITE_TEXTS);
  });

  it("show the owner's words on every page, and the spec's again when he goes back", async () => {
    const texts = { projectsHeading: 'Things I built', notListening: 'Quiet here.' };
    const saved = await put({ ...DEFAULT_SETTINGS, texts });
    expectStatus(saved, 200);
    expect(saved.json<SiteSettings>().texts).toEqual(texts);
    const data = await publicPageData(ctx.app.deps, '/about');
    expect(data.texts).toEqual({ ...DEFAULT_SITE_TEXTS, ...texts });
    expect((await notifications(ctx, ctx.token))[0]?.notification_msg).toBe('Settings updated');

    // Back to the default: the text is left out.
    expectStatus(await put({ ...DEFAULT_SETTINGS, texts: { notListening: 'Quiet here.' } }), 200);
    const back = await publicPageData(ctx.app.deps, '/about');
    expect(back.texts.projectsHeading).toBe(DEFAULT_SITE_TEXTS.projectsHeading);
    expect(back.texts.notListening).toBe('Quiet here.');
  });

  it('stay when an older client saves its settings without them', async () => {
    const texts = { certificatesHeading: 'Papers' };
    expectStatus(await put({ ...DEFAULT_SETTINGS, texts, musicPanel: false }), 200);
    const res = await put(OLDER_BODY);
    expectStatus(res, 200);
    expect(res.json()).toEqual({ ...DEFAULT_SETTINGS, ...OLDER_BODY, texts, musicPanel: false });
    expect(await read()).toEqual({ ...DEFAULT_SETTINGS, ...OLDER_BODY, texts, musicPanel: false });
  });

  it('refuse an empty text and a text too long, and drop a text the site does not have', async () => {
    const refused = async (texts: object, field: string) => {
      const res = await put({ ...DEFAULT_SETTINGS, texts });
      expectStatus(res, 400);
      expect(res.json<{ details: { field: string }[] }>().details[0]?.field).toBe(field);
    };
    await refused({ notFound: '' }, 'texts/notFound');
    await refused({ projectLink: 'x'.repeat(41) }, 'texts/projectLink');
    expect((await read()).texts).toEqual({});
    expectStatus(await put({ ...DEFAULT_SETTINGS, texts: { copyright: 'Mine' } }), 200);
    expect((await read()).texts).toEqual({});
  });
});

describe("the footer's music panel and Home's buttons", () => {
  it('are on and off by default, and switched by the owner', async () => {
    const home = await publicPageData(ctx.app.deps, '/');
    expect(home.musicPanel).toBe(true);
    expect(home.homeButtons).toBeUndefined();

    const both = { resume: true, contact: true };
    expectStatus(await put({ ...DEFAULT_SETTINGS, musicPanel: false, homeButtons: both }), 200);
    const switched = await publicPageData(ctx.app.deps, '/');
    expect(switched.musicPanel).toBe(false);
    // No resume yet: the contact button alone.
    expect(switched.homeButtons).toEqual({ contact: '/contact' });
    expect((await publicPageData(ctx.app.deps, '/about')).homeButtons).toBeUndefined();

    const resume = await addResume(ctx, ctx.token);
    expect((await publicPageData(ctx.app.deps, '/')).homeButtons).toEqual({
      resume: resume.resume_file,
      contact: '/contact',
    });
  });

  it('leave the contact button out while the contact form is off', async () => {
    const homeButtons = { resume: false, contact: true };
    expectStatus(await put({ ...DEFAULT_SETTINGS, contactEnabled: false, homeButtons }), 200);
    expect((await publicPageData(ctx.app.deps, '/')).homeButtons).toBeUndefined();
  });
});

describe("the public pages' social links", () => {
  it("leave out a network's bare home page, and keep the owner's own links in his order", async () => {
    const profile = await ctx.app.inject({ method: 'GET', url: apiPaths.profile });
    expectStatus(profile, 200);
    const links = [
      { network: 'github', url: 'https://github.com' },
      { network: 'x', url: 'https://x.com/jane' },
      { network: 'instagram', url: 'https://www.instagram.com/' },
      { network: 'website', url: 'https://jane.dev/' },
    ];
    expectStatus(
      await ownerCall(ctx, 'PUT', apiPaths.profile, { ...profile.json<object>(), links }),
      200,
    );
    const shown = (await publicPageData(ctx.app.deps, '/')).profile.links.map((link) => link.url);
    expect(shown).toEqual(['https://x.com/jane', 'https://jane.dev/']);
  });
});
