import { apiPaths, type Certificate, type Resume } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';
import { ownerApi } from '../fixtures/content.js';
import { pdf } from '../fixtures/testdata.js';

// Content that fits real projects, as a visitor sees it with JavaScript off (and, where a script
// adds to it, on): links with the owner's labels and none for a missing website, cards that line
// up, certificates with their date, 'Verify' and a larger image, the resume's page count, the tag
// filter on a phone; and the owner told at once when a resume asks for a password.
const admin = useAdmin();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Each card's title, image and link texts, with where its title and image are drawn. */
const cardsOf = (page: import('playwright-core').Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const image = card.querySelector('img')?.getBoundingClientRect();
        const title = card.querySelector('h2')?.getBoundingClientRect();
        return {
          title: card.querySelector('h2')?.textContent ?? '',
          links: Array.from(card.querySelectorAll('p:last-child a'), (a) => a.textContent),
          imageTop: Math.round(image?.top ?? -1),
          imageHeight: Math.round(image?.height ?? -1),
          imageWidth: Math.round(image?.width ?? -1),
          titleTop: Math.round(title?.top ?? -1),
          objectPosition: card.querySelector('img')
            ? getComputedStyle(card.querySelector('img') as Element).objectPosition
            : '',
        };
      }),
    );

describe('content that fits real projects', () => {
  it('projects: labels or the spec texts, no link for a missing website, cards in line', async () => {
    await admin.removeAll('projects');
    const owner = await ownerApi(admin.server);
    // Three photos of three shapes: landscape, portrait, and a small one.
    await owner.addProject('Plain site', 'Canon_40D.jpg');
    await owner.addProject('A command-line tool', 'landscape_6.jpg', 'cli', {
      website_link: '',
      project_link_label: 'Code',
    });
    await owner.addProject(
      'A paper with a very long title that takes two lines',
      'DSCN0010.jpg',
      'research, ml, vision, rust, web, cli, python, go',
      {
        project_link_label: 'Paper',
        website_link_label: 'Live demo',
        image_focus: '30 70',
      },
    );

    const { page } = await admin.newPage({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    await page.goto(`${admin.server.publicUrl}/projects`);
    const cards = await cardsOf(page);
    expect(cards.map(({ title, links }) => [title, links])).toEqual([
      ['A paper with a very long title that takes two lines', ['Paper', 'Live demo']],
      ['A command-line tool', ['Code']],
      ['Plain site', ['Project Link', 'WebSite Link']],
    ]);
    // One row of three: the images one shape and on one line, the titles on one line.
    expect(new Set(cards.map((card) => card.imageTop)).size).toBe(1);
    expect(new Set(cards.map((card) => card.imageHeight)).size).toBe(1);
    expect(new Set(cards.map((card) => card.titleTop)).size).toBe(1);
    const [first] = cards;
    expect((first?.imageWidth ?? 0) / (first?.imageHeight ?? 1)).toBeCloseTo(1.6, 1);
    expect(cards.map((card) => card.objectPosition)).toEqual(['30% 70%', '50% 50%', '50% 50%']);

    // The texts of the cards start on one line too, the long title's two lines included.
    const descriptions = await page
      .locator('main li .p-summary')
      .evaluateAll((texts) => texts.map((text) => Math.round(text.getBoundingClientRect().top)));
    expect(new Set(descriptions).size).toBe(1);
  });

  it('projects on a phone: the tag filter is one line that scrolls, not the first screen', async () => {
    const { page } = await admin.newPage({ javaScriptEnabled: false, ...PHONE });
    await page.goto(`${admin.server.publicUrl}/projects`);
    const filter = page.getByRole('navigation', { name: 'Filter projects by tag' });
    const links = filter.getByRole('link');
    expect(await links.count()).toBe(9);
    const tops = await links.evaluateAll((all) =>
      all.map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    const line = await filter
      .locator('p')
      .first()
      .evaluate((element) => ({
        scrolls: element.scrollWidth > element.clientWidth,
        height: element.getBoundingClientRect().height,
      }));
    expect(line.scrolls).toBe(true);
    expect(line.height).toBeLessThan(80);
    // The first card's title is on the first screen.
    const title = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    expect((await title.boundingBox())?.y ?? 1_000).toBeLessThan(844);
  });

  it("certificates: the date, 'Verify', and the image opens larger, as a link or a dialog", async () => {
    await admin.removeAll('certificates');
    const owner = await ownerApi(admin.server);
    const verified = (await owner.addCertificate('Kubernetes Administrator', 'CNCF', 'jolla.jpg', {
      date: '2024-05',
      credential_link: 'https://verify.example/cka',
    })) as Certificate;
    await owner.addCertificate('Deep Learning', 'Example Academy', 'portrait_8.jpg');
    const full = verified.certificate_image_variants.at(-1)?.url ?? '';

    const { page } = await admin.newPage({ javaScriptEnabled: false });
    await page.goto(`${admin.server.publicUrl}/certificates`);
    const main = page.getByRole('main');
    const card = main.getByRole('listitem').filter({ hasText: 'Kubernetes Administrator' });
    expect(await card.getByText('May 2024').count()).toBe(1);
    const verify = card.getByRole('link', { name: 'Verify' });
    expect(await verify.getAttribute('href')).toBe('https://verify.example/cka');
    expect(await verify.getAttribute('target')).toBe('_blank');
    expect(await main.getByRole('link', { name: 'Verify' }).count()).toBe(1);
    // Without JavaScript the image is a link to its widest width.
    const opener = card.getByRole('link', {
      name: 'Open the certificate Kubernetes Administrator larger',
    });
    expect(await opener.getAttribute('href')).toBe(full);
    await opener.click();
    await page.waitForURL(full);

    // With JavaScript, a dialog over the page, closed by Escape.
    const visitor = admin.visitor;
    const content = await admin.visit('/certificates');
    await content
      .getByRole('link', { name: 'Open the certificate Kubernetes Administrator larger' })
      .click();
    const dialog = visitor.getByRole('dialog', {
      name: 'Open the certificate Kubernetes Administrator larger',
    });
    const large = dialog.getByRole('img', {
      name: 'The certificate Kubernetes Administrator, issued by CNCF',
    });
    await large.waitFor();
    expect(await large.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );
    expect(visitor.url()).toBe(`${admin.server.publicUrl}/certificates`);
    await visitor.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it("resume: 'Page 1 of N' beside both Download links, with JavaScript off", async () => {
    await admin.removeAll('resume');
    const owner = await ownerApi(admin.server);
    const resume = (await owner.addResume('pdflatex-4-pages.pdf')) as Resume;
    expect(resume.pageCount).toBe(4);
    const { page } = await admin.newPage({ javaScriptEnabled: false });
    await page.goto(`${admin.server.publicUrl}/resume`);
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Download', exact: true }).count()).toBe(2);
    expect(await main.getByText('Page 1 of 4', { exact: true }).count()).toBe(2);
  });

  it('resume: a PDF with a password is named as such in the form and refused by the server', async () => {
    await admin.removeAll('resume');
    await admin.openScreen('/Admin/resume', 'Resume');
    await admin.main().getByRole('button', { name: 'Add Resume' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Add Resume' });
    await dialog.getByLabel('Resume File').setInputFiles(pdf('libreoffice-writer-password.pdf'));
    await dialog.getByText('This PDF is protected by a password', { exact: false }).waitFor();
    expect(await dialog.getByText('Loading PDF…').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Post' }).click();
    await dialog.getByText('The PDF is protected by a password', { exact: false }).waitFor();
    expect(await admin.publicList(apiPaths.resume.list)).toEqual([]);
  });
});
