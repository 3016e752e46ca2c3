import { DEFAULT_SITE_TEXTS, type SiteTexts } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';
import { certificate, pageData, project, quote } from '../test/fixtures';

const ORIGIN = 'https://jane.example';

/** The text of a page's markup, tags left out. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

const OWN: SiteTexts = {
  projectsHeading: 'Things I built',
  projectLink: 'Code',
  websiteLink: 'Live',
  certificatesHeading: 'Papers',
  aboutIntroduction: 'Hello, I am {name}, in {location}.',
  hobbiesLine: 'Off the keyboard:',
  notListening: 'Quiet here.',
  notFound: 'Nothing here',
};

/**
 * Each text, the page it is on and the content that page needs to show it ('Not Listening.' is the
 * footer's once the browser asked what plays: Footer.test.tsx).
 */
const PAGES: [keyof SiteTexts, string, Parameters<typeof pageData>[0]][] = [
  ['projectsHeading', '/projects', { projects: [project(1)] }],
  ['projectLink', '/projects', { projects: [project(1)] }],
  ['websiteLink', '/projects', { projects: [project(1)] }],
  ['certificatesHeading', '/certificates', { certificates: [certificate(1)] }],
  ['hobbiesLine', '/about', { quotes: [quote] }],
  ['notFound', '/no-such-page', {}],
];

describe("the public pages' fixed texts", () => {
  it.each(PAGES)("show the spec's %s on %s by default", (key, path, content) => {
    const { html } = render(path, pageData(content), ORIGIN);
    expect(textOf(html)).toContain(DEFAULT_SITE_TEXTS[key]);
  });

  it.each(PAGES)("show the owner's %s on %s instead", (key, path, content) => {
    const { html } = render(path, pageData({ ...content, texts: OWN }), ORIGIN);
    expect(textOf(html)).toContain(OWN[key]);
    expect(textOf(html)).not.toContain(DEFAULT_SITE_TEXTS[key]);
  });

  it("fills About's introduction with the owner's name and city", () => {
    const { html } = render('/about', pageData({ texts: OWN }), ORIGIN);
    expect(textOf(html)).toContain('Hello, I am Jane Doe, in Lisbon.');
    const spec = render('/about', pageData(), ORIGIN);
    expect(textOf(spec.html)).toContain('Hi Everyone, I am Jane Doe from Lisbon.');
  });

  it('leave the music panel out of the footer when the owner switched it off', () => {
    const { html } = render('/', pageData({ musicPanel: false }), ORIGIN);
    expect(html).toContain('<footer');
    expect(html).not.toContain('Now playing');
  });
});

describe("Home's buttons", () => {
  it('are none by default', () => {
    const { html } = render('/', pageData(), ORIGIN);
    expect(textOf(html)).not.toContain('Download résumé');
  });

  it('download the resume and lead to the contact page when the owner switched them on', () => {
    const pdf = 'https://example.com/media/resumes/cv.pdf';
    const { html } = render(
      '/',
      pageData({ homeButtons: { resume: pdf, contact: '/contact' } }),
      ORIGIN,
    );
    expect(html).toMatch(new RegExp(`<a[^>]*href="${pdf}"[^>]*download[^>]*>Download résumé</a>`));
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact<\/a>/);
  });
});
