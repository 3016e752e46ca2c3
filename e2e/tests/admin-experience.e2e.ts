import { apiPaths, type TimelineEntry } from '@portfolio/contract';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../fixtures/admin.js';

// The Experience screen (added beside the spec's): an entry added, edited and deleted through its
// modal and the spec's delete dialog, and About following each change, rendered on the server.
const admin = useAdmin();
const { cellText, checkScreen, main, navLink, row } = admin;

/** The timeline as a visitor gets it: the visible entries only. */
async function publicTimeline(): Promise<TimelineEntry[]> {
  const res = await fetch(admin.server.publicUrl + apiPaths.timeline.list);
  expect(res.status).toBe(200);
  return (await res.json()) as TimelineEntry[];
}

/** /about as a visitor sees it, and its Experience section (which may be absent). */
async function about(): Promise<{ content: Locator; experience: Locator }> {
  const content = await admin.visit('/about');
  await content.getByRole('region', { name: 'Personal card' }).waitFor();
  return { content, experience: content.getByRole('region', { name: 'Experience' }) };
}

describe('admin experience', () => {
  it('adds, edits and deletes a timeline entry, and About follows each change', async () => {
    const { page } = admin;
    await admin.openScreen('/Admin', 'Dashboard');
    const notifications = await admin.notificationsNow();
    await navLink('Experience').click();
    await main().getByRole('heading', { level: 1, name: 'Experience', exact: true }).waitFor();
    await main().getByText('No experience or education yet: add the first entry.').waitFor();
    expect(await (await about()).experience.count()).toBe(0);

    // Add: the form refuses an end before the start, then takes the entry.
    await main().getByRole('button', { name: 'Add Entry' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Entry' });
    await addDialog.getByLabel('Role').fill('Backend engineer');
    await addDialog.getByLabel('Organisation').fill('Acme Corp');
    await addDialog.getByLabel('Place').fill('Lisbon');
    await addDialog.getByLabel('Start').fill('2021-09');
    await addDialog.getByLabel('End').fill('2020');
    await addDialog.getByLabel('Summary').fill('Built the **billing** service.');
    await addDialog.getByLabel('Link').fill('https://acme.example');
    await addDialog.getByRole('button', { name: 'Submit' }).click();
    await addDialog.getByText('End on or after the start').waitFor();
    await checkScreen('experience-form-refused');
    await addDialog.getByLabel('End').fill('');
    await addDialog.getByRole('button', { name: 'Submit' }).click();
    await addDialog.waitFor({ state: 'detached' });
    await expect.poll(() => cellText('Acme Corp', 4)).toBe('September 2021 – present');
    expect(await cellText('Acme Corp', 5)).toBe('Active');
    await checkScreen('experience');

    let { experience } = await about();
    const entry = experience.getByRole('listitem');
    await entry.getByRole('heading', { level: 3, name: 'Backend engineer' }).waitFor();
    expect(await entry.locator('time').getAttribute('datetime')).toBe('2021-09');
    expect(await entry.innerText()).toContain('September 2021 – present');
    expect(await entry.locator('strong').innerText()).toBe('billing');
    expect(await entry.getByRole('link', { name: 'Acme Corp' }).getAttribute('href')).toBe(
      'https://acme.example',
    );

    // Edit: an end, and the entry stays in its row.
    await row('Acme Corp').getByRole('button', { name: /^Edit/ }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Entry' });
    expect(await editDialog.getByLabel('Summary').inputValue()).toBe(
      'Built the **billing** service.',
    );
    await editDialog.getByLabel('Role').fill('Staff engineer');
    await editDialog.getByLabel('End').fill('2024-03');
    await editDialog.getByRole('button', { name: 'Submit' }).click();
    await editDialog.waitFor({ state: 'detached' });
    await expect.poll(() => cellText('Acme Corp', 4)).toBe('September 2021 – March 2024');
    expect(await cellText('Acme Corp', 2)).toBe('Staff engineer');
    ({ experience } = await about());
    await experience.getByRole('heading', { level: 3, name: 'Staff engineer' }).waitFor();
    expect(
      await experience
        .locator('time')
        .evaluateAll((all) => all.map((t) => t.getAttribute('datetime'))),
    ).toEqual(['2021-09', '2024-03']);

    // Delete, with the spec's dialog: Cancle keeps it, Confirm removes it.
    await row('Acme Corp')
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = await admin.deleteDialog('Experience', 'Staff engineer, Acme Corp');
    await checkScreen('experience-delete-dialog');
    await confirm.getByRole('button', { name: 'Cancle', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await publicTimeline()).map((e) => e.organisation)).toEqual(['Acme Corp']);
    await row('Acme Corp')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await row('Acme Corp').waitFor({ state: 'detached' });
    expect(await publicTimeline()).toEqual([]);
    expect(await (await about()).experience.count()).toBe(0);
    // Add, edit, delete; the form's refusal and the cancelled delete wrote nothing.
    expect(await admin.notificationsSince(notifications)).toEqual({ Success: 3 });
  });

  it('logged only the failures the owner was shown', () => {
    const { owner, visitor } = admin.unexpectedProblems();
    expect(owner).toEqual([]);
    expect(visitor).toEqual([]);
  });
});
