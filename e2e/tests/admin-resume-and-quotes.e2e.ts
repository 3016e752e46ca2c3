import { apiPaths } from '@portfolio/contract';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';
import { call } from '../fixtures/api.js';
import { pdf } from '../fixtures/testdata.js';

// The resume screen (add, replace, delete, with page 1 drawn here and on /resume) and the quotes
// screen (one active at a time). Each test puts in place, through the API, what it starts from.
const admin = useAdmin();
const { callsTo, cellText, checkScreen, column, main, navLink, publicList, row } = admin;

/** The quotes of /about as a visitor sees them (the Classic theme shows them in capitals). */
async function publicQuotes(): Promise<string[]> {
  const content = await admin.visit('/about');
  await content.getByRole('region', { name: 'Personal card' }).waitFor();
  return content.locator('blockquote').allInnerTexts();
}

/** The 'Download' links of /resume as a visitor sees them. */
async function publicResumeLinks(): Promise<(string | null)[]> {
  const content: Locator = await admin.visit('/resume');
  const links = content.getByRole('link', { name: 'Download', exact: true });
  return links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
}

describe('admin resume', () => {
  it('adds, replaces and deletes the resume, showing page 1 here and on /resume', async () => {
    const { page, visitor } = admin;
    await admin.removeAll('resume');
    await admin.openScreen('/Admin', 'Dashboard');
    const notifications = await admin.notificationsNow();
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
    // Read to the end: an answer left unread holds its connection open through the server's stop.
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
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
    await admin.keepScreenshot('resume-replaced');
    expect(await publicResumeLinks()).toEqual([replaced?.resume_file, replaced?.resume_file]);
    await visitor.locator('.react-pdf__Page__canvas').waitFor();

    await main().getByRole('button', { name: 'Delete' }).click();
    const confirm = await admin.deleteDialog('Resume', String(name));
    await checkScreen('resume-delete-dialog');
    await confirm.getByRole('button', { name: 'Cancle', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await publicResumeLinks()).toEqual([replaced?.resume_file, replaced?.resume_file]);

    await main().getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await add.waitFor();
    expect(await publicList(apiPaths.resume.list)).toEqual([]);
    expect(await publicResumeLinks()).toEqual([]);
    // Add, replace, delete; the form's refusal and the cancelled delete wrote nothing.
    expect(await admin.notificationsSince(notifications)).toEqual({ Success: 3 });
  });
});

describe('admin quotes', () => {
  it('refuses a 4-character quote, posts two, and shows only the second active', async () => {
    const { page } = admin;
    await admin.removeAll('quotes');
    await admin.openScreen('/Admin', 'Dashboard');
    const notifications = await admin.notificationsNow();
    const adds = callsTo('POST', apiPaths.quotes.add);
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
    expect(callsTo('POST', apiPaths.quotes.add)).toBe(adds);
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
    expect(await admin.notificationsSince(notifications)).toEqual({ Success: 2 });
  });

  it('hides, shows and deletes a quote', async () => {
    const second = 'The second quote wins';
    const first = 'The first quote of the day';
    // As the test before leaves them: the first posted, then the second, the only one active.
    await admin.removeAll('quotes');
    await admin.asOwner('POST', apiPaths.quotes.add, { quote: first });
    await admin.asOwner('POST', apiPaths.quotes.add, { quote: second });
    await admin.openScreen('/Admin/quote', 'Quotations');
    await expect.poll(() => cellText(second, 2)).toBe('Active');
    const notifications = await admin.notificationsNow();

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
      admin.server.publicUrl,
      await admin.token(),
      'POST',
      apiPaths.quotes.list,
    );
    expect(all.body.map((q) => q.quote)).toEqual([first]);
    expect(await publicQuotes()).toEqual(['[ THE FIRST QUOTE OF THE DAY ]']);
    expect(await admin.notificationsSince(notifications)).toEqual({ Success: 3 });
  });
});

describe('admin resume and quotes', () => {
  it('logged only the failures the owner was shown', () => {
    const { owner, visitor } = admin.unexpectedProblems();
    expect(owner).toEqual([]);
    expect(visitor).toEqual([]);
  });
});
