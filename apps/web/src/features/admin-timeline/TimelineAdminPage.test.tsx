import { apiPaths } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { reply } from '../../test/fake-api';
import { makeTimelineEntry } from '../../test/fixtures';
import { openAdmin, pasteInto } from '../../test/render-admin';
import { columnHeaders, columnTexts, openRowEditor, rowOf } from '../../test/table';

const PATH = '/Admin/manage-experience';
type User = ReturnType<typeof userEvent.setup>;

async function openAdd(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add Entry' }));
  return within(screen.getByRole('dialog', { name: 'Add Entry' }));
}

const organisations = () => columnTexts(screen.getByRole('table', { name: 'Experience' }), 3);

describe('Experience screen', () => {
  it('is in the admin navigation after the other items, and lists every entry', async () => {
    openAdmin(PATH, {
      timeline: [
        makeTimelineEntry({ role: 'Staff engineer', organisation: 'Acme', end: null }),
        makeTimelineEntry({
          kind: 'education',
          role: 'BSc Physics',
          organisation: 'Uni',
          start: '2012',
          end: '2015-06',
          visible: false,
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Experience' });
    expect(columnHeaders(table)).toEqual([
      'S No.',
      'Kind',
      'Role',
      'Organisation',
      'Dates',
      'Status',
      'Action',
    ]);
    expect(rowOf('Acme').getByText('Experience')).toBeTruthy();
    expect(rowOf('Acme').getByText('September 2021 – present')).toBeTruthy();
    expect(rowOf('Acme').getByText('Active')).toBeTruthy();
    expect(rowOf('Uni').getByText('Education')).toBeTruthy();
    expect(rowOf('Uni').getByText('2012 – June 2015')).toBeTruthy();
    expect(rowOf('Uni').getByText('Hidden')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    // After the spec's items and the Account screen; the screens added later follow it.
    expect(links.slice(-4).map((link) => link.textContent)).toEqual([
      'Experience',
      'Résumé PDF',
      'Blog',
      'Translations',
    ]);
    const experience = links.find((link) => link.textContent === 'Experience');
    expect(experience?.getAttribute('aria-current')).toBe('page');
  });

  it('adds an entry, first in the table, sending what was typed', async () => {
    const { user, backend } = openAdmin(PATH, {
      timeline: [makeTimelineEntry({ organisation: 'Older' })],
    });
    const dialog = await openAdd(user);
    await user.selectOptions(dialog.getByLabelText('Kind'), 'education');
    await pasteInto(user, dialog.getByLabelText('Role'), 'MSc Computer Science');
    await pasteInto(user, dialog.getByLabelText('Organisation'), 'University of Lisbon');
    await user.type(dialog.getByLabelText('Place'), 'Lisbon');
    await user.type(dialog.getByLabelText('Start'), '2016');
    await user.type(dialog.getByLabelText('End'), '2018-07');
    await pasteInto(user, dialog.getByLabelText('Summary'), 'Thesis on **graphs**.');
    await pasteInto(user, dialog.getByLabelText('Link'), 'https://ulisboa.example');
    await user.click(dialog.getByLabelText('Show on About'));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(organisations()).toEqual(['University of Lisbon', 'Older']);
    expect(rowOf('University of Lisbon').getByText('Hidden')).toBeTruthy();
    expect(backend.calls('POST', apiPaths.timeline.add)[0]?.json).toEqual({
      kind: 'education',
      role: 'MSc Computer Science',
      organisation: 'University of Lisbon',
      place: 'Lisbon',
      start: '2016',
      end: '2018-07',
      summary: 'Thesis on **graphs**.',
      link: 'https://ulisboa.example',
      visible: false,
    });
  });

  it('checks the form before sending: required fields, dates, an end before the start, the link', async () => {
    const { user, backend } = openAdmin(PATH);
    const dialog = await openAdd(user);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByLabelText('Role').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dialog.getByLabelText('Role'));
    expect(dialog.getByLabelText('Start').getAttribute('aria-invalid')).toBe('true');
    await user.type(dialog.getByLabelText('Role'), 'Engineer');
    await user.type(dialog.getByLabelText('Organisation'), 'Acme');
    await user.type(dialog.getByLabelText('Start'), '2022-05');
    await user.type(dialog.getByLabelText('End'), '2022-04');
    await user.type(dialog.getByLabelText('Link'), 'javascript:alert(1)');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByText('End on or after the start')).toBeTruthy();
    expect(dialog.getByText('Enter a full address starting with http:// or https://')).toBeTruthy();
    await user.clear(dialog.getByLabelText('End'));
    await user.type(dialog.getByLabelText('End'), '2022-13');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByText('Enter a year (2021) or a year and month (2021-09)')).toBeTruthy();
    expect(backend.calls('POST', apiPaths.timeline.add)).toHaveLength(0);
  });

  it("shows the server's reasons beside the summary and keeps what was typed", async () => {
    const consoleError = expectConsoleErrors();
    const { user, backend } = openAdmin(PATH);
    backend.failNext(
      'POST',
      apiPaths.timeline.add,
      reply.invalid([
        { field: 'summary', message: 'raw HTML is not allowed: <b>' },
        { field: 'summary', message: 'links must be http(s): ftp://x' },
      ]),
    );
    const dialog = await openAdd(user);
    await user.type(dialog.getByLabelText('Role'), 'Engineer');
    await user.type(dialog.getByLabelText('Organisation'), 'Acme');
    await user.type(dialog.getByLabelText('Start'), '2020');
    await user.type(dialog.getByLabelText('Summary'), 'x');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(
      await dialog.findByText('Raw HTML is not allowed: <b>; links must be http(s): ftp://x'),
    ).toBeTruthy();
    expect(dialog.getByRole('alert').textContent).toBe('The request is invalid');
    expect(consoleError).toHaveBeenCalledWith('The request is invalid');
    expect(dialog.getByLabelText('Role')).toHaveProperty('value', 'Engineer');
  });

  it('edits an entry in place, the form filled with it; an empty end is sent as present', async () => {
    const entry = makeTimelineEntry({ organisation: 'Acme', end: '2023' });
    const { user, backend } = openAdmin(PATH, {
      timeline: [makeTimelineEntry({ organisation: 'Newer' }), entry],
    });
    const dialog = await openRowEditor(user, 'Acme', 'Entry');
    expect(dialog.getByLabelText('Organisation')).toHaveProperty('value', 'Acme');
    expect(dialog.getByLabelText('End')).toHaveProperty('value', '2023');
    expect(dialog.getByLabelText('Summary')).toHaveProperty('value', entry.summary);
    await user.clear(dialog.getByLabelText('Organisation'));
    await user.type(dialog.getByLabelText('Organisation'), 'Acme Inc');
    await user.clear(dialog.getByLabelText('End'));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(organisations()).toEqual(['Newer', 'Acme Inc']));
    expect(rowOf('Acme Inc').getByText('September 2021 – present')).toBeTruthy();
    const [sent] = backend.calls('PUT', apiPaths.timeline.edit(entry._id));
    expect(sent?.json).toMatchObject({ organisation: 'Acme Inc', end: null });
  });

  it('hides and shows an entry from its row, saving it whole with the visibility flipped', async () => {
    const entry = makeTimelineEntry({ organisation: 'Acme', end: '2023' });
    const { user, backend } = openAdmin(PATH, { timeline: [entry] });
    await screen.findByRole('cell', { name: 'Acme' });
    await user.click(rowOf('Acme').getByRole('button', { name: /^Hide/ }));
    await waitFor(() => expect(rowOf('Acme').getByText('Hidden')).toBeTruthy());
    const { _id, summaryHtml, createdAt, updatedAt, ...fields } = entry;
    expect(backend.calls('PUT', apiPaths.timeline.edit(_id))[0]?.json).toEqual({
      ...fields,
      visible: false,
    });
    expect(backend.state.timeline[0]?.visible).toBe(false);
    await user.click(rowOf('Acme').getByRole('button', { name: /^Show/ }));
    await waitFor(() => expect(rowOf('Acme').getByText('Active')).toBeTruthy());
    expect(backend.state.timeline[0]).toMatchObject({ visible: true, end: '2023' });
  });

  it('moves an entry up and down, saving the whole order each time', async () => {
    const timeline = ['First', 'Second', 'Third'].map((organisation) =>
      makeTimelineEntry({ organisation }),
    );
    const { user, backend } = openAdmin(PATH, { timeline });
    await screen.findByRole('cell', { name: 'First' });
    expect(
      rowOf('First').getByRole('button', { name: 'Move up Backend engineer, First' }),
    ).toHaveProperty('disabled', true);
    expect(
      rowOf('Third').getByRole('button', { name: 'Move down Backend engineer, Third' }),
    ).toHaveProperty('disabled', true);
    await user.click(rowOf('First').getByRole('button', { name: /^Move down/ }));
    await waitFor(() => expect(organisations()).toEqual(['Second', 'First', 'Third']));
    expect(backend.calls('PUT', apiPaths.timeline.order)[0]?.json).toEqual({
      ids: [timeline[1]?._id, timeline[0]?._id, timeline[2]?._id],
    });
    await user.click(rowOf('Third').getByRole('button', { name: /^Move up/ }));
    await waitFor(() => expect(organisations()).toEqual(['Second', 'Third', 'First']));
  });

  it('asks before deleting, with the spec texts; Cancle keeps it, Confirm removes it', async () => {
    const entry = makeTimelineEntry({ role: 'Engineer', organisation: 'Doomed' });
    const { user, backend } = openAdmin(PATH, { timeline: [entry] });
    await screen.findByRole('cell', { name: 'Doomed' });
    const deleteButton = rowOf('Doomed').getByRole('button', { name: /^Delete/ });
    await user.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', {
      name: 'Delete "Experience" Name "Engineer, Doomed"',
    });
    expect(within(dialog).getByText('Are you sure you want to DELETE ...')).toBeTruthy();
    expect(within(dialog).getByText('This Action is Non-reversible')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancle' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(backend.calls('DELETE', apiPaths.timeline.delete(entry._id))).toHaveLength(0);
    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Doomed' })).toBeNull());
    expect(backend.calls('DELETE', apiPaths.timeline.delete(entry._id))).toHaveLength(1);
    expect(backend.state.notifications[0]?.notification_msg).toBe(
      'Timeline entry "Engineer, Doomed" deleted',
    );
  });
});
