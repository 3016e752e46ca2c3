import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, type Notification, UPLOAD_FIELDS } from '@portfolio/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, form } from '../fixtures/api.js';
import { axeViolationsInBothModes } from '../fixtures/axe.js';
import { ARTIFACTS, launchBrowser, newPage, screenshot } from '../fixtures/browser.js';
import { apartFromIntegrations } from '../fixtures/integrations.js';
import { OWNER, type RunningServer, startServer } from '../fixtures/server.js';
import { image, pdf } from '../fixtures/testdata.js';

const NEW_PASSWORD = 'e2e changed password 123';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
/** A visitor's own browser context: the public host, no token. */
let visitorContext: BrowserContext;
let visitor: Page;
let visitorProblems: string[];
/** Every API call the admin app made, as 'METHOD /path'. */
const apiRequests: string[] = [];
const callsTo = (method: string, pathname: string) =>
  apiRequests.filter((request) => request === `${method} ${pathname}`).length;

/** An HTML page renamed .png: the browser calls it an image, the server reads its bytes. */
let fakePng: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10_000);
  ({ page, problems } = await newPage(context));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(`${request.method()} ${url.pathname}`);
  });
  visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  visitorContext.setDefaultTimeout(10_000);
  ({ page: visitor, problems: visitorProblems } = await newPage(visitorContext));
  fakePng = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-files-')), 'page.png');
  fs.writeFileSync(fakePng, '<!doctype html><html><body><h1>Not an image</h1></body></html>');
});

afterAll(async () => {
  await visitorContext?.close();
  await context?.close();
  await browser?.close();
  expect(await server?.stop()).toBe(0);
  if (fakePng) fs.rmSync(path.dirname(fakePng), { recursive: true, force: true });
});

/** A list as a visitor gets it: no token, so hidden items are left out. */
async function publicList<T>(listPath: string): Promise<T[]> {
  const res = await fetch(server.publicUrl + listPath, { method: 'POST' });
  expect(res.status).toBe(200);
  return (await res.json()) as T[];
}

const token = () => page.evaluate(() => localStorage.getItem('access_token') ?? '');

/** Every notification, newest first, as the owner's token lists them. */
async function notificationsNow(): Promise<Notification[]> {
  const res = await fetch(server.publicUrl + apiPaths.notifications.list, {
    method: 'POST',
    headers: { access_token: await token() },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Notification[];
}

async function withToken(method: string, apiPath: string, accessToken: string) {
  return fetch(server.publicUrl + apiPath, { method, headers: { access_token: accessToken } });
}

/** A change made with the admin's own token, as the admin app makes it; answers the new item. */
async function asOwner(method: string, apiPath: string, body?: FormData | object) {
  const answer = await call<{ _id: string }>(
    server.publicUrl,
    await token(),
    method,
    apiPath,
    body,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

/** A screenshot under test-results/e2e, checked to be a new PNG file. */
async function keepScreenshot(name: string) {
  const file = path.join(ARTIFACTS, `admin-${name}.png`);
  fs.rmSync(file, { force: true });
  await screenshot(page, `admin-${name}`);
  expect(fs.readFileSync(file).subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
}

/** axe-core finds nothing in light or dark mode, and a screenshot is kept. */
async function checkScreen(name: string) {
  expect(await axeViolationsInBothModes(page)).toEqual({ light: [], dark: [] });
  await keepScreenshot(name);
}

const main = () => page.getByRole('main');
const navLink = (label: string | RegExp) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label, exact: true });
const badge = () => page.getByTestId('unread-badge');
const row = (text: string) => main().getByRole('row').filter({ hasText: text });
const cellText = (text: string, index: number) =>
  row(text).getByRole('cell').nth(index).textContent();
/** The text of one column of every row of the table body, as shown. */
const column = (index: number) =>
  main()
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((tr) => tr.children[i]?.textContent ?? ''), index);

async function logIn(password: string = OWNER.password) {
  await page.goto(server.adminUrl);
  await page.getByLabel('User Id').fill(OWNER.userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${server.adminUrl}/Admin`);
}

/**
 * The delete confirmation with the spec's exact texts, spelling and letter case included
 * (Playwright's text matching is case-insensitive and by substring unless told `exact`).
 */
async function deleteDialog(type: string, title: string): Promise<Locator> {
  const heading = `Delete "${type}" Name "${title}"`;
  const dialog = page.getByRole('alertdialog', { name: heading, exact: true });
  await dialog.waitFor();
  expect(await dialog.getByRole('heading').allTextContents()).toEqual([heading]);
  await dialog.getByText('Are you sure you want to DELETE ...', { exact: true }).waitFor();
  await dialog.getByText('This Action is Non-reversible', { exact: true }).waitFor();
  expect(await dialog.getByRole('button').allTextContents()).toEqual(['Cancle', 'Confirm']);
  return dialog;
}

/** Loads a public page in the visitor's browser, as the server renders it now. */
async function visit(pathname: string): Promise<Locator> {
  const response = await visitor.goto(server.publicUrl + pathname);
  expect(response?.status()).toBe(200);
  const content = visitor.getByRole('main');
  await content.getByRole('heading', { level: 1 }).waitFor({ state: 'attached' });
  return content;
}

interface PublicCard {
  title: string | undefined;
  /** The first line under the title: a project's description, a certificate's issuer. */
  detail: string | undefined;
  image: string | null | undefined;
}

/** The cards of /projects or /certificates as a visitor sees them. */
async function publicCards(pathname: string): Promise<PublicCard[]> {
  const content = await visit(pathname);
  return content.getByRole('listitem').evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('h2')?.textContent ?? undefined,
      detail: card.querySelector('p')?.textContent ?? undefined,
      image: card.querySelector('img')?.getAttribute('src'),
    })),
  );
}

/** The quotes of /about as a visitor sees them. */
async function publicQuotes(): Promise<string[]> {
  const content = await visit('/about');
  await content.getByRole('region', { name: 'Personal card' }).waitFor();
  return content.locator('blockquote').allTextContents();
}

/** The 'Download' links of /resume as a visitor sees them. */
async function publicResumeLinks(): Promise<(string | null)[]> {
  const content = await visit('/resume');
  const links = content.getByRole('link', { name: 'Download', exact: true });
  return links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
}

interface ImageEntityCase {
  nav: string;
  type: string;
  addLabel: string;
  imageLabel: string;
  paths: typeof apiPaths.projects | typeof apiPaths.certificates;
  imageKey: 'project_image' | 'certificate_image';
  /** Fills every text field but the title. */
  fillRest(dialog: Locator): Promise<void>;
  firstImage: string;
  secondImage: string;
  title: string;
  /** The public page and what its card shows under the title. */
  publicPath: string;
  publicDetail: string;
}

const projectCase: ImageEntityCase = {
  nav: 'Projects',
  type: 'Project',
  addLabel: 'Add Project',
  imageLabel: 'Project Image',
  paths: apiPaths.projects,
  imageKey: 'project_image',
  fillRest: async (dialog) => {
    await dialog.getByLabel('Website Link').fill('https://sorter.example');
    await dialog.getByLabel('Project Link').fill('https://code.example/sorter');
    await dialog.getByLabel('Description').fill('Sorts holiday photos by place');
  },
  firstImage: 'DSCN0010.jpg',
  secondImage: 'landscape_6.jpg',
  title: 'Photo sorter',
  publicPath: '/projects',
  publicDetail: 'Sorts holiday photos by place',
};

const certificateCase: ImageEntityCase = {
  nav: 'Certificate',
  type: 'Certificate',
  addLabel: 'Add Certificate',
  imageLabel: 'Certificate Image',
  paths: apiPaths.certificates,
  imageKey: 'certificate_image',
  fillRest: async (dialog) => {
    await dialog.getByLabel('Issued By').fill('Coursera');
  },
  firstImage: 'Canon_40D.jpg',
  secondImage: 'portrait_8.jpg',
  title: 'Deep Learning Specialization',
  publicPath: '/certificates',
  publicDetail: 'Issued By: COURSERA',
};

type Entity = { _id: string; title: string } & Record<string, unknown>;

/**
 * Add (with the form's refusals and a server error), edit without and with an image, hide, show,
 * delete; the public page shows the state after each change.
 */
function imageEntityFlow(c: ImageEntityCase) {
  const slug = c.type.toLowerCase();
  /** List calls once the screen loaded: changes must not fetch the list again. */
  let listCalls = 0;
  const card = (title: string, imageUrl: unknown): PublicCard => ({
    title,
    detail: c.publicDetail,
    image: String(imageUrl),
  });

  it(`adds a ${slug}, refusing bad input in the form and showing the server's error`, async () => {
    const before = callsTo('POST', c.paths.list);
    await navLink(c.nav).click();
    await main().getByRole('table').waitFor();
    await expect.poll(() => callsTo('POST', c.paths.list)).toBe(before + 1);
    listCalls = before + 1;
    await page.getByRole('button', { name: c.addLabel }).click();
    const dialog = page.getByRole('dialog', { name: c.addLabel });
    const title = dialog.getByLabel('Title', { exact: true });
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('Choose an image').waitFor();

    await title.fill(c.title);
    await c.fillRest(dialog);
    await dialog.getByLabel(c.imageLabel).setInputFiles(pdf('minimal-document.pdf'));
    await dialog
      .getByText(
        '"minimal-document.pdf" is not an image: choose a JPEG, PNG, WebP, GIF or AVIF file',
      )
      .waitFor();
    await checkScreen(`${slug}-form-refused`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(callsTo('POST', c.paths.add)).toBe(0);

    await dialog.getByLabel(c.imageLabel).setInputFiles(fakePng);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'This file is not accepted: upload a JPEG, PNG, WebP, GIF or AVIF image',
    );
    expect(await alert.isVisible()).toBe(true);
    expect(await title.inputValue()).toBe(c.title);
    await checkScreen(`${slug}-server-error`);
    expect(await publicCards(c.publicPath)).toEqual([]);

    await dialog.getByLabel(c.imageLabel).setInputFiles(image(c.firstImage));
    await dialog
      .getByRole('img', { name: `Preview of the chosen image ${c.firstImage}` })
      .waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(c.title).waitFor();
    expect(await cellText(c.title, 3)).toBe('Active');

    const [stored] = await publicList<Entity>(c.paths.list);
    expect(stored?.title).toBe(c.title);
    const served = await fetch(String(stored?.[c.imageKey]));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await publicCards(c.publicPath)).toEqual([card(c.title, stored?.[c.imageKey])]);
    await checkScreen(`${slug}s`);
  });

  it(`edits the ${slug} without a new image, then with one`, async () => {
    const [before] = await publicList<Entity>(c.paths.list);
    await row(c.title).getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${c.type}` });
    await dialog.getByRole('img', { name: 'Current image' }).waitFor();
    await checkScreen(`${slug}-edit`);
    await dialog.getByLabel('Title', { exact: true }).fill(`${c.title} v2`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(`${c.title} v2`).waitFor();
    const [edited] = await publicList<Entity>(c.paths.list);
    expect(edited?.title).toBe(`${c.title} v2`);
    expect(edited?.[c.imageKey]).toBe(before?.[c.imageKey]);
    expect(await publicCards(c.publicPath)).toEqual([card(`${c.title} v2`, before?.[c.imageKey])]);

    await row(`${c.title} v2`).getByRole('button', { name: /^Edit/ }).click();
    await dialog.getByLabel(c.imageLabel).setInputFiles(image(c.secondImage));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    const [reimaged] = await publicList<Entity>(c.paths.list);
    expect(reimaged?.title).toBe(`${c.title} v2`);
    expect(reimaged?.[c.imageKey]).not.toBe(before?.[c.imageKey]);
    expect(await publicCards(c.publicPath)).toEqual([
      card(`${c.title} v2`, reimaged?.[c.imageKey]),
    ]);
    expect(callsTo('POST', c.paths.list)).toBe(listCalls);
  });

  it(`hides, shows and deletes the ${slug}, asking first`, async () => {
    const name = `${c.title} v2`;
    const [current] = await publicList<Entity>(c.paths.list);
    await row(name).getByRole('button', { name: /^Hide/ }).click();
    await expect.poll(() => cellText(name, 3)).toBe('Hidden');
    expect(await publicList(c.paths.list)).toEqual([]);
    expect(await publicCards(c.publicPath)).toEqual([]);
    await row(name).getByRole('button', { name: /^Show/ }).click();
    await expect.poll(() => cellText(name, 3)).toBe('Active');
    expect((await publicList<Entity>(c.paths.list)).map((e) => e.title)).toEqual([name]);
    expect(await publicCards(c.publicPath)).toEqual([card(name, current?.[c.imageKey])]);

    await row(name)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = await deleteDialog(c.type, name);
    await checkScreen(`${slug}-delete-dialog`);
    await dialog.getByRole('button', { name: 'Cancle', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row(name).count()).toBe(1);

    await row(name)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await row(name).waitFor({ state: 'detached' });
    expect(await publicList(c.paths.list)).toEqual([]);
    expect(await publicCards(c.publicPath)).toEqual([]);
    expect(callsTo('POST', c.paths.list)).toBe(listCalls);
  });
}

/** A Dashboard card's count and what it says under it, as shown. */
async function dashboardCard(name: string): Promise<string> {
  const term = page.getByRole('link', { name, exact: true });
  return main().locator('dl > div').filter({ has: term }).locator('dd').innerText();
}

describe('admin area', () => {
  it('logs in and shows the dashboard of an empty site', async () => {
    await page.goto(server.adminUrl);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await checkScreen('login');
    await logIn();
    await page.getByRole('heading', { name: 'Latest notifications' }).waitFor();
    expect(await dashboardCard('Projects')).toBe('0\n0 active, 0 hidden');
    expect(await dashboardCard('Certificates')).toBe('0\n0 active, 0 hidden');
    expect(await dashboardCard('Quotes')).toBe('0\n0 active, 0 hidden');
    expect(await dashboardCard('Resume')).toBe('No\nNo resume yet');
    const unread = (await notificationsNow()).filter((n) => !n.isReaded).length;
    await expect.poll(() => badge().textContent()).toBe(`: ${unread} unread`);
    await checkScreen('dashboard');
  });

  it('goes to each screen from the left navigation', async () => {
    const screens: [label: string | RegExp, pathname: string, heading: string][] = [
      ['Projects', '/Admin/project', 'Projects'],
      ['Certificate', '/Admin/certificate', 'Certificates'],
      ['Resume', '/Admin/resume', 'Resume'],
      ['Quotes', '/Admin/quote', 'Quotations'],
      [/^Notification/, '/Admin/notification', 'Notifications'],
      ['Theme', '/Admin/manage-theme', 'theme'],
      ['Profile', '/Admin/profile', 'Profile'],
      ['Account', '/Admin/account', 'Account'],
      ['Dashboard', '/Admin', 'Dashboard'],
    ];
    for (const [label, pathname, heading] of screens) {
      await navLink(label).click();
      await page.waitForURL(server.adminUrl + pathname);
      await main().getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await navLink(label).getAttribute('aria-current')).toBe('page');
      if (heading === 'theme') expect(await main().textContent()).toBe('theme');
    }
    // Opening Notification marked every notification read.
    await expect.poll(() => badge().textContent()).toBe(': 0 unread');
  });

  describe('projects', () => imageEntityFlow(projectCase));
  describe('certificates', () => imageEntityFlow(certificateCase));

  it('adds, replaces and deletes the resume, showing page 1 here and on /resume', async () => {
    await navLink('Resume').click();
    const add = main().getByRole('button', { name: 'Add Resume' });
    await add.waitFor();
    expect(await main().getByRole('button').allTextContents()).toEqual(['Add Resume']);
    await checkScreen('resume-empty');
    expect(await publicResumeLinks()).toEqual([]);

    await add.click();
    const addDialog = page.getByRole('dialog', { name: 'Add Resume' });
    await addDialog.getByRole('button', { name: 'Post' }).click();
    await addDialog.getByText('Choose the resume file').waitFor();
    await addDialog.getByLabel('Resume File').setInputFiles(pdf('minimal-document.pdf'));
    await addDialog
      .getByRole('figure', { name: 'Page 1 of minimal-document.pdf' })
      .locator('canvas')
      .waitFor();
    await checkScreen('resume-form');
    await addDialog.getByRole('button', { name: 'Post' }).click();
    await addDialog.waitFor({ state: 'detached' });
    const preview = main().getByRole('figure').locator('canvas');
    await preview.waitFor();
    expect(await preview.count()).toBe(1);
    const [first] = await publicList<{ resume_file: string }>(apiPaths.resume.list);
    const file = await fetch(String(first?.resume_file));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(await publicResumeLinks()).toEqual([first?.resume_file, first?.resume_file]);
    await visitor.locator('.react-pdf__Page__canvas').waitFor();
    await checkScreen('resume');

    await main().getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Resume' });
    await editDialog.getByLabel('Resume File').setInputFiles(pdf('pdflatex-4-pages.pdf'));
    await editDialog.getByRole('figure').locator('canvas').waitFor();
    await checkScreen('resume-edit');
    await editDialog.getByRole('button', { name: 'Post' }).click();
    await editDialog.waitFor({ state: 'detached' });
    const [replaced] = await publicList<{ resume_file: string }>(apiPaths.resume.list);
    expect(replaced?.resume_file).not.toBe(first?.resume_file);
    const name = decodeURIComponent(new URL(String(replaced?.resume_file)).pathname)
      .split('/')
      .pop();
    await expect
      .poll(() => main().getByRole('figure').getAttribute('aria-label'))
      .toBe(`Page 1 of the resume ${name}`);
    // react-pdf draws the new document's page 1 after loading it: wait for exactly that canvas.
    await expect.poll(() => main().locator('canvas').count()).toBe(1);
    await keepScreenshot('resume-replaced');
    expect(await publicResumeLinks()).toEqual([replaced?.resume_file, replaced?.resume_file]);
    await visitor.locator('.react-pdf__Page__canvas').waitFor();

    await main().getByRole('button', { name: 'Delete' }).click();
    const confirm = await deleteDialog('Resume', String(name));
    await checkScreen('resume-delete-dialog');
    await confirm.getByRole('button', { name: 'Cancle', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await publicResumeLinks()).toEqual([replaced?.resume_file, replaced?.resume_file]);

    await main().getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await add.waitFor();
    expect(await publicList(apiPaths.resume.list)).toEqual([]);
    expect(await publicResumeLinks()).toEqual([]);
  });

  it('refuses a 4-character quote, posts two, and shows only the second active', async () => {
    const listed = callsTo('POST', apiPaths.quotes.list);
    await navLink('Quotes').click();
    await main().getByRole('table', { name: 'Quotes' }).waitFor();
    await page.getByRole('button', { name: 'Post Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post Quote' });
    await dialog.getByLabel('Quote').waitFor();
    await checkScreen('quote-form');
    await dialog.getByLabel('Quote').fill('abcd');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await dialog.getByText('Write at least 5 characters (now 4)').waitFor();
    expect(callsTo('POST', apiPaths.quotes.add)).toBe(0);
    await checkScreen('quote-form-refused');
    await dialog.getByLabel('Quote').fill('The first quote of the day');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await publicQuotes()).toEqual(['[ THE FIRST QUOTE OF THE DAY ]']);
    await page.getByRole('button', { name: 'Post Quote' }).click();
    await dialog.getByLabel('Quote').fill('The second quote wins');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cellText('The second quote wins', 2)).toBe('Active');
    expect(await cellText('The first quote of the day', 2)).toBe('Hidden');
    const visible = await publicList<{ quote: string }>(apiPaths.quotes.list);
    expect(visible.map((q) => q.quote)).toEqual(['The second quote wins']);
    expect(await publicQuotes()).toEqual(['[ THE SECOND QUOTE WINS ]']);
    expect(callsTo('POST', apiPaths.quotes.list)).toBe(listed + 1);
    await checkScreen('quotes');
  });

  it('hides, shows and deletes a quote', async () => {
    const second = 'The second quote wins';
    const first = 'The first quote of the day';
    await row(second).getByRole('button', { name: /^Hide/ }).click();
    await expect.poll(() => cellText(second, 2)).toBe('Hidden');
    expect(await cellText(first, 2)).toBe('Hidden');
    expect(await publicQuotes()).toEqual([]);

    await row(first).getByRole('button', { name: /^Show/ }).click();
    await expect.poll(() => cellText(first, 2)).toBe('Active');
    expect(await cellText(second, 2)).toBe('Hidden');
    expect(await publicQuotes()).toEqual(['[ THE FIRST QUOTE OF THE DAY ]']);

    await row(second)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await row(second).waitFor({ state: 'detached' });
    expect(await column(1)).toEqual([first]);
    const all = await call<{ quote: string }[]>(
      server.publicUrl,
      await token(),
      'POST',
      apiPaths.quotes.list,
    );
    expect(all.body.map((q) => q.quote)).toEqual([first]);
    expect(await publicQuotes()).toEqual(['[ THE FIRST QUOTE OF THE DAY ]']);
  });

  it('counts the notifications these changes made, and drops to 0 on opening Notification', async () => {
    // Projects and certificates: a refused upload (Error), add, 2 edits, hide, show, delete;
    // resume: add, replace, delete; quotes: two posts, hide, show, delete.
    const made = 7 + 7 + 3 + 5;
    await expect.poll(() => badge().textContent()).toBe(`: ${made} unread`);
    const notifications = await notificationsNow();
    expect(notifications.filter((n) => !n.isReaded)).toHaveLength(made);
    expect(notifications.filter((n) => n.status === 'Error')).toHaveLength(2);

    await navLink(/^Notification/).click();
    await expect.poll(() => badge().textContent()).toBe(': 0 unread');
    const cards = main().getByRole('article');
    expect(await cards.count()).toBe(notifications.length);
    expect((await notificationsNow()).filter((n) => !n.isReaded)).toEqual([]);
    await checkScreen('notifications');

    const [newest, ...rest] = notifications;
    expect(await cards.first().locator('p').first().textContent()).toBe(newest?.notification_msg);
    await cards
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect.poll(() => cards.count()).toBe(rest.length);
    expect((await notificationsNow()).map((n) => n._id)).toEqual(rest.map((n) => n._id));

    await page.getByRole('button', { name: 'Delete All' }).click();
    await main().getByText('No Notification to display', { exact: true }).waitFor();
    await checkScreen('notifications-empty');
    expect(await notificationsNow()).toEqual([]);
  });

  it('filters each table as the owner types, over its visible columns, in any letter case', async () => {
    const projects: [title: string, description: string][] = [
      ['Weather Station', 'Reads the sky from a Raspberry Pi'],
      ['Chess Engine', 'Plays a decent endgame'],
      ['Photo Gallery', 'Pictures from the weather balloon'],
    ];
    for (const [title, description] of projects) {
      const added = await asOwner(
        'POST',
        apiPaths.projects.add,
        form(
          {
            title,
            description,
            project_link: 'https://code.example/p',
            website_link: 'https://p.example',
          },
          { field: UPLOAD_FIELDS.project, path: image('Canon_40D.jpg') },
        ),
      );
      if (title === 'Chess Engine') await asOwner('PATCH', apiPaths.projects.status(added._id));
    }
    for (const [title, issuedBy] of [
      ['Cloud Architecture', 'Example Academy'],
      ['Data Engineering', 'Open University'],
    ] as const) {
      await asOwner(
        'POST',
        apiPaths.certificates.add,
        form(
          { title, issued_by: issuedBy },
          { field: UPLOAD_FIELDS.certificate, path: image('Canon_40D.jpg') },
        ),
      );
    }
    await asOwner('POST', apiPaths.quotes.add, {
      quote: 'Simplicity is prerequisite for reliability',
    });
    await asOwner('POST', apiPaths.quotes.add, { quote: 'Stay hungry, stay foolish' });

    const search = main().getByRole('searchbox', { name: 'Search' });
    /** Types `query` into the screen's search box, key by key, as the owner does. */
    const type = async (query: string) => {
      await search.clear();
      await search.pressSequentially(query);
      expect(await search.inputValue()).toBe(query);
    };
    const cases: [nav: string, all: string[], queries: [string, string[]][]][] = [
      [
        'Projects',
        ['Photo Gallery', 'Chess Engine', 'Weather Station'],
        [
          ['WEATHER', ['Photo Gallery', 'Weather Station']],
          ['hIdDeN', ['Chess Engine']],
          ['endgame', ['Chess Engine']],
        ],
      ],
      [
        'Certificate',
        ['Data Engineering', 'Cloud Architecture'],
        [
          ['academy', ['Cloud Architecture']],
          ['DATA', ['Data Engineering']],
          ['active', ['Data Engineering', 'Cloud Architecture']],
        ],
      ],
      [
        'Quotes',
        [
          'Stay hungry, stay foolish',
          'Simplicity is prerequisite for reliability',
          'The first quote of the day',
        ],
        [
          ['STAY', ['Stay hungry, stay foolish']],
          ['hidden', ['Simplicity is prerequisite for reliability', 'The first quote of the day']],
        ],
      ],
    ];
    for (const [nav, all, queries] of cases) {
      await navLink(nav).click();
      await main().getByRole('table').waitFor();
      await expect.poll(() => column(1)).toEqual(all);
      for (const [query, expected] of queries) {
        await type(query);
        await expect.poll(() => column(1)).toEqual(expected);
        expect(await column(0)).toEqual(expected.map((_, i) => String(i + 1)));
      }
      await type('no such words');
      await expect.poll(() => column(0)).toEqual(['Nothing matches "no such words"']);
      await search.clear();
      await expect.poll(() => column(1)).toEqual(all);
    }
  });

  it('shows the counts and the latest notifications on the Dashboard', async () => {
    await asOwner(
      'POST',
      apiPaths.resume.add,
      form({}, { field: UPLOAD_FIELDS.resume, path: pdf('minimal-document.pdf') }),
    );
    await navLink('Dashboard').click();
    await page.getByRole('heading', { name: 'Latest notifications' }).waitFor();
    expect(await dashboardCard('Projects')).toBe('3\n2 active, 1 hidden');
    expect(await dashboardCard('Certificates')).toBe('2\n2 active, 0 hidden');
    expect(await dashboardCard('Quotes')).toBe('3\n1 active, 2 hidden');
    expect(await dashboardCard('Resume')).toBe('Yes\nA resume is online');
    const latest = (await notificationsNow())
      .slice(0, 5)
      .map((n) => `${n.notification_msg} (${n.status})`);
    expect(latest).toHaveLength(5);
    expect(await main().getByRole('listitem').allTextContents()).toEqual(latest);
    await checkScreen('dashboard-filled');
  });

  it('shows the Theme placeholder', async () => {
    await navLink('Theme').click();
    await main().getByText('theme', { exact: true }).waitFor();
    await checkScreen('theme');
  });

  it('edits the profile, and the public home shows it on its next load', async () => {
    await navLink('Profile').click();
    const brand = page.getByLabel('Brand title');
    await brand.waitFor();
    await checkScreen('profile');
    await brand.fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved. The public pages show it on their next load.').waitFor();
    const home = await fetch(server.publicUrl);
    expect(await home.text()).toContain('<title>Ada Lovelace | Portfolio</title>');
  });

  it('sends the owner to the login with a message when the token is revoked elsewhere', async () => {
    const revoked = await withToken('POST', apiPaths.auth.logout, await token());
    expect(revoked.status).toBe(200);
    await navLink('Quotes').click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByText('Your session has ended. Log in again.', { exact: true }).waitFor();
    await checkScreen('login-session-ended');
    await logIn();
  });

  it('refuses a new password under 12 characters, in the form and on the server', async () => {
    await navLink('Account').click();
    const form = page.getByRole('form', { name: 'Change password' });
    const newPassword = form.getByLabel('New password', { exact: true });
    await form.getByLabel('Current password').fill(OWNER.password);
    await newPassword.fill('eleven char');
    await form.getByLabel('Repeat the new password').fill('eleven char');
    await form.getByRole('button', { name: 'Change password' }).click();
    const message = form.getByText('Use at least 12 characters (now 11)', { exact: true });
    await message.waitFor();
    expect(await message.isVisible()).toBe(true);
    expect(await newPassword.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST', apiPaths.auth.changePassword)).toBe(0);
    await checkScreen('account-refused');

    const direct = await call<{ code: string }>(
      server.publicUrl,
      await token(),
      'POST',
      apiPaths.auth.changePassword,
      { current_password: OWNER.password, new_password: 'eleven char' },
    );
    expect(direct.status).toBe(400);
    // Leave, so the Account screen opens afresh next time.
    await navLink('Dashboard').click();
    await main().getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('changes the password, ending the other sessions, then signs out everywhere', async () => {
    const login = await fetch(server.publicUrl + apiPaths.auth.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: OWNER.userId, password: OWNER.password }),
    });
    const other = ((await login.json()) as { access_token: string }).access_token;

    await navLink('Account').click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').waitFor();
    await checkScreen('account');
    await form.getByLabel('Current password').fill(OWNER.password);
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Password changed. 1 other session was signed out.').waitFor();
    expect((await withToken('GET', apiPaths.auth.userdata, other)).status).toBe(401);
    const mine = await token();
    expect((await withToken('GET', apiPaths.auth.userdata, mine)).status).toBe(200);

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByText('You signed out everywhere. Log in again.', { exact: true }).waitFor();
    await checkScreen('login-signed-out-everywhere');
    expect((await withToken('GET', apiPaths.auth.userdata, mine)).status).toBe(401);
    await logIn(NEW_PASSWORD);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('logs out to the login screen, and the API refuses the old token', async () => {
    const old = await token();
    expect((await withToken('GET', apiPaths.auth.userdata, old)).status).toBe(200);
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.waitForURL(`${server.adminUrl}/`);
    await page.getByRole('heading', { name: 'Admin Login', exact: true }).waitFor();
    expect(await token()).toBe('');
    expect((await withToken('GET', apiPaths.auth.userdata, old)).status).toBe(401);
  });

  it('logged only the failures the owner was shown', () => {
    const expected = [
      /^This file is not accepted: upload a JPEG, PNG, WebP, GIF or AVIF image$/,
      /^Log in first: the access token is missing, expired or revoked$/,
      /^Failed to load resource: the server responded with a status of (401|415)/,
    ];
    expect(problems.filter((p) => !expected.some((pattern) => pattern.test(p)))).toEqual([]);
    expect(apartFromIntegrations(visitorProblems)).toEqual([]);
  });
});
