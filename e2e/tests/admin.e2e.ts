import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@portfolio/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsInBothModes } from '../fixtures/axe.js';
import { launchBrowser, newPage, screenshot } from '../fixtures/browser.js';
import { OWNER, type RunningServer, startServer } from '../fixtures/server.js';
import { image, pdf } from '../fixtures/testdata.js';

const NEW_PASSWORD = 'e2e changed password 123';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
/** Every API call the admin app made, as 'METHOD /path'. */
const apiRequests: string[] = [];
const callsTo = (method: string, pathname: string) =>
  apiRequests.filter((request) => request === `${method} ${pathname}`).length;

/** An HTML page renamed .png: the browser calls it an image, the server reads its bytes. */
let fakePng: string;
/** Unread notifications right after the login, before any change of this test. */
let unreadAtStart = 0;

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
  fakePng = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-files-')), 'page.png');
  fs.writeFileSync(fakePng, '<!doctype html><html><body><h1>Not an image</h1></body></html>');
});

afterAll(async () => {
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

/** Every notification, as the owner's token lists them. */
async function notificationsNow(): Promise<{ isReaded: boolean; status: string }[]> {
  const res = await fetch(server.publicUrl + apiPaths.notifications.list, {
    method: 'POST',
    headers: { access_token: await token() },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { isReaded: boolean; status: string }[];
}

async function withToken(method: string, apiPath: string, accessToken: string) {
  return fetch(server.publicUrl + apiPath, { method, headers: { access_token: accessToken } });
}

/** axe-core finds nothing in light or dark mode, and a screenshot is kept. */
async function checkScreen(name: string) {
  expect(await axeViolationsInBothModes(page)).toEqual({ light: [], dark: [] });
  await screenshot(page, `admin-${name}`);
}

const main = () => page.getByRole('main');
const navLink = (label: string | RegExp) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label, exact: true });
const badge = () => page.getByTestId('unread-badge');
const row = (text: string) => main().getByRole('row').filter({ hasText: text });
const cellText = (text: string, index: number) =>
  row(text).getByRole('cell').nth(index).textContent();

async function logIn(password: string = OWNER.password) {
  await page.goto(server.adminUrl);
  await page.getByLabel('User Id').fill(OWNER.userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${server.adminUrl}/Admin`);
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
};

type Entity = { _id: string; title: string } & Record<string, unknown>;

/** Add (with the form's refusals and a server error), edit without and with an image, hide, show, delete. */
function imageEntityFlow(c: ImageEntityCase) {
  const slug = c.type.toLowerCase();
  /** List calls once the screen loaded: changes must not fetch the list again. */
  let listCalls = 0;

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
    await screenshot(page, `admin-${slug}-server-error`);

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

    await row(`${c.title} v2`).getByRole('button', { name: /^Edit/ }).click();
    await dialog.getByLabel(c.imageLabel).setInputFiles(image(c.secondImage));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    const [reimaged] = await publicList<Entity>(c.paths.list);
    expect(reimaged?.title).toBe(`${c.title} v2`);
    expect(reimaged?.[c.imageKey]).not.toBe(before?.[c.imageKey]);
    expect(callsTo('POST', c.paths.list)).toBe(listCalls);
  });

  it(`hides, shows and deletes the ${slug}, asking first`, async () => {
    const name = `${c.title} v2`;
    await row(name).getByRole('button', { name: /^Hide/ }).click();
    await expect.poll(() => cellText(name, 3)).toBe('Hidden');
    expect(await publicList(c.paths.list)).toEqual([]);
    await row(name).getByRole('button', { name: /^Show/ }).click();
    await expect.poll(() => cellText(name, 3)).toBe('Active');
    expect((await publicList<Entity>(c.paths.list)).map((e) => e.title)).toEqual([name]);

    await row(name)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('alertdialog', { name: `Delete "${c.type}" Name "${name}"` });
    await dialog.getByText('Are you sure you want to DELETE ...').waitFor();
    await dialog.getByText('This Action is Non-reversible').waitFor();
    await checkScreen(`${slug}-delete-dialog`);
    await dialog.getByRole('button', { name: 'Cancle' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row(name).count()).toBe(1);

    await row(name)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await row(name).waitFor({ state: 'detached' });
    expect(await publicList(c.paths.list)).toEqual([]);
    expect(callsTo('POST', c.paths.list)).toBe(listCalls);
  });
}

describe('admin area', () => {
  it('logs in and shows the dashboard', async () => {
    await page.goto(server.adminUrl);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await checkScreen('login');
    await logIn();
    await page.getByRole('heading', { name: 'Latest notifications' }).waitFor();
    unreadAtStart = (await notificationsNow()).filter((n) => !n.isReaded).length;
    await expect.poll(() => badge().textContent()).toBe(`: ${unreadAtStart} unread`);
    await checkScreen('dashboard');
  });

  describe('projects', () => imageEntityFlow(projectCase));
  describe('certificates', () => imageEntityFlow(certificateCase));

  it('adds, replaces and deletes the resume, showing page 1', async () => {
    await navLink('Resume').click();
    const add = main().getByRole('button', { name: 'Add Resume' });
    await add.waitFor();
    expect(await main().getByRole('button').allTextContents()).toEqual(['Add Resume']);
    await checkScreen('resume-empty');

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
    await checkScreen('resume');

    await main().getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Resume' });
    await editDialog.getByLabel('Resume File').setInputFiles(pdf('pdflatex-4-pages.pdf'));
    await editDialog.getByRole('figure').locator('canvas').waitFor();
    await editDialog.getByRole('button', { name: 'Post' }).click();
    await editDialog.waitFor({ state: 'detached' });
    const [replaced] = await publicList<{ resume_file: string }>(apiPaths.resume.list);
    expect(replaced?.resume_file).not.toBe(first?.resume_file);
    await expect
      .poll(() => main().getByRole('figure').getAttribute('aria-label'))
      .toBe(`Page 1 of the resume ${replaced?.resume_file.split('/').pop()}`);
    // react-pdf draws the new document's page 1 after loading it: wait for exactly that canvas.
    await expect.poll(() => main().locator('canvas').count()).toBe(1);
    await screenshot(page, 'admin-resume-replaced');

    await main().getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Delete "Resume" Name ".+\.pdf"$/ });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await add.waitFor();
    expect(await publicList(apiPaths.resume.list)).toEqual([]);
  });

  it('refuses a 4-character quote, posts two, and shows only the second active', async () => {
    const listed = callsTo('POST', apiPaths.quotes.list);
    await navLink('Quotes').click();
    await main().getByRole('table', { name: 'Quotes' }).waitFor();
    await page.getByRole('button', { name: 'Post Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post Quote' });
    await dialog.getByLabel('Quote').fill('abcd');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await dialog.getByText('Write at least 5 characters (now 4)').waitFor();
    expect(callsTo('POST', apiPaths.quotes.add)).toBe(0);
    await checkScreen('quote-form-refused');
    await dialog.getByLabel('Quote').fill('The first quote of the day');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Post Quote' }).click();
    await dialog.getByLabel('Quote').fill('The second quote wins');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cellText('The second quote wins', 2)).toBe('Active');
    expect(await cellText('The first quote of the day', 2)).toBe('Hidden');
    const visible = await publicList<{ quote: string }>(apiPaths.quotes.list);
    expect(visible.map((q) => q.quote)).toEqual(['The second quote wins']);
    expect(callsTo('POST', apiPaths.quotes.list)).toBe(listed + 1);
    await checkScreen('quotes');
  });

  it('counts the notifications these changes made, and drops to 0 on opening Notification', async () => {
    // Projects and certificates: a refused upload (Error), add, 2 edits, hide, show, delete;
    // resume: add, replace, delete; quotes: two posts.
    const made = 7 + 7 + 3 + 2;
    const expected = unreadAtStart + made;
    await expect.poll(() => badge().textContent()).toBe(`: ${expected} unread`);
    const notifications = await notificationsNow();
    expect(notifications.filter((n) => !n.isReaded)).toHaveLength(expected);
    expect(notifications.filter((n) => n.status === 'Error')).toHaveLength(2);

    await navLink(/^Notification/).click();
    await expect.poll(() => badge().textContent()).toBe(': 0 unread');
    expect(await main().getByRole('article').count()).toBe(notifications.length);
    expect((await notificationsNow()).filter((n) => !n.isReaded)).toEqual([]);
    await checkScreen('notifications');

    await page.getByRole('button', { name: 'Delete All' }).click();
    await main().getByText('No Notification to display').waitFor();
    await checkScreen('notifications-empty');
    expect(await notificationsNow()).toEqual([]);
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
    await page.getByText('Your session has ended. Log in again.').waitFor();
    await logIn();
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
    await page.getByText('You signed out everywhere. Log in again.').waitFor();
    expect((await withToken('GET', apiPaths.auth.userdata, mine)).status).toBe(401);
    await logIn(NEW_PASSWORD);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('logged only the failures the owner was shown', () => {
    const expected = [
      /^This file is not accepted: upload a JPEG, PNG, WebP, GIF or AVIF image$/,
      /^Log in first: the access token is missing, expired or revoked$/,
      /^Failed to load resource: the server responded with a status of (401|415)/,
    ];
    expect(problems.filter((p) => !expected.some((pattern) => pattern.test(p)))).toEqual([]);
  });
});
