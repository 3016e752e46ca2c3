import { apiPaths, ErrorCode, errorMessages, LIMITS } from '@portfolio/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { reply } from '../../test/fake-api';
import { makeProject } from '../../test/fixtures';
import { openAdd } from '../../test/projects-admin';
import { openAdmin } from '../../test/render-admin';
import { columnHeaders, columnTexts, rowOf } from '../../test/table';

/** What a browser does when a row is dragged by its handle and dropped on another row. */
function dragRow(from: HTMLElement, to: HTMLElement) {
  const dataTransfer = {
    effectAllowed: 'none',
    dropEffect: 'none',
    setData: vi.fn(),
    setDragImage: vi.fn(),
  };
  fireEvent.dragStart(from, { dataTransfer });
  const accepted = !fireEvent.dragOver(to, { dataTransfer });
  if (accepted) fireEvent.drop(to, { dataTransfer });
  fireEvent.dragEnd(from, { dataTransfer });
}

describe('Projects screen', () => {
  it("marks a project imported without an image 'needs an image' in its Title cell", async () => {
    openAdmin('/Admin/project', {
      projects: [
        makeProject({ title: 'Imported', isActive: false, project_image: '' }),
        makeProject({ title: 'Pictured', isActive: true }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(columnHeaders(table)).toEqual(['S No.', 'Title', 'Description', 'Status', 'Action']);
    const imported = rowOf('Imported (needs an image)');
    expect(imported.getByText('Hidden')).toBeTruthy();
    expect(imported.getByRole('button', { name: /^Edit/ })).toBeTruthy();
    expect(rowOf('Pictured').getAllByRole('cell')[1]?.textContent).toBe('Pictured');
  });

  it('lists every project with the spec columns, S No. and Active/Hidden', async () => {
    openAdmin('/Admin/project', {
      projects: [
        makeProject({ title: 'Newest', isActive: true }),
        makeProject({ title: 'Older', isActive: false }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(columnHeaders(table)).toEqual(['S No.', 'Title', 'Description', 'Status', 'Action']);
    expect(columnTexts(table, 0)).toEqual(['1', '2']);
    expect(rowOf('Newest').getByText('Active')).toBeTruthy();
    expect(rowOf('Older').getByText('Hidden')).toBeTruthy();
    expect(rowOf('Newest').getByRole('button', { name: /^Hide/ })).toBeTruthy();
    expect(rowOf('Older').getByRole('button', { name: /^Show/ })).toBeTruthy();
    expect(rowOf('Older').getByRole('button', { name: /^Edit/ })).toBeTruthy();
    expect(rowOf('Older').getByRole('button', { name: /^Delete/ })).toBeTruthy();
  });

  it('moves a project up and down from the keyboard, saving the whole order each time', async () => {
    const projects = ['First', 'Second', 'Third'].map((title) => makeProject({ title }));
    const { user, backend } = openAdmin('/Admin/project', { projects });
    const table = await screen.findByRole('table', { name: 'Projects' });
    const titles = () => columnTexts(table, 1);
    expect(rowOf('First').getByRole('button', { name: 'Move up First' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(rowOf('Third').getByRole('button', { name: 'Move down Third' })).toHaveProperty(
      'disabled',
      true,
    );

    rowOf('First').getByRole('button', { name: 'Move down First' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Second', 'First', 'Third']));
    const [saved] = backend.calls('PUT', apiPaths.projects.order);
    expect(saved?.json).toEqual({ ids: [projects[1]?._id, projects[0]?._id, projects[2]?._id] });

    await user.click(rowOf('Third').getByRole('button', { name: 'Move up Third' }));
    await waitFor(() => expect(titles()).toEqual(['Second', 'Third', 'First']));
    expect(backend.calls('PUT', apiPaths.projects.order)[1]?.json).toEqual({
      ids: [projects[1]?._id, projects[2]?._id, projects[0]?._id],
    });
  });

  it('moves a project by dragging its row onto another, within its group only', async () => {
    const projects = ['Featured', 'First', 'Second', 'Third'].map((title) =>
      makeProject({ title, featured: title === 'Featured' }),
    );
    const { backend } = openAdmin('/Admin/project', { projects });
    const table = await screen.findByRole('table', { name: 'Projects' });
    const titles = () => columnTexts(table, 1);
    const handle = (title: string) => rowOf(title).getAllByRole('cell')[0] as HTMLElement;
    const row = (title: string) => handle(title).closest('tr') as HTMLElement;
    expect(handle('First').getAttribute('draggable')).toBe('true');
    expect(handle('First').textContent).toBe('2');

    // A plain project cannot take a featured one's place: the drop is not offered.
    dragRow(handle('Third'), row('Featured'));
    expect(backend.calls('PUT', apiPaths.projects.order)).toHaveLength(0);

    dragRow(handle('Third'), row('First'));
    await waitFor(() => expect(titles()).toEqual(['Featured', 'Third', 'First', 'Second']));
    const [saved] = backend.calls('PUT', apiPaths.projects.order);
    expect(saved?.json).toEqual({ ids: [0, 3, 1, 2].map((n) => projects[n]?._id) });

    dragRow(handle('Third'), row('Second'));
    await waitFor(() => expect(titles()).toEqual(['Featured', 'First', 'Second', 'Third']));
  });

  it('features a project, listing it first, and says why a fourth is refused', async () => {
    const consoleError = expectConsoleErrors();
    const projects = ['First', 'Second', 'Third', 'Fourth'].map((title) => makeProject({ title }));
    const { user } = openAdmin('/Admin/project', { projects });
    const table = await screen.findByRole('table', { name: 'Projects' });
    const titles = () => columnTexts(table, 1);
    await user.click(rowOf('Third').getByRole('button', { name: 'Feature Third' }));
    await waitFor(() => expect(titles()).toEqual(['Third', 'First', 'Second', 'Fourth']));
    expect(rowOf('Third').getByRole('button', { name: 'Unfeature Third' })).toBeTruthy();
    expect(rowOf('First').getByRole('button', { name: 'Move up First' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(rowOf('Fourth').getByRole('button', { name: 'Feature Fourth' }));
    await user.click(await rowOf('Second').findByRole('button', { name: 'Feature Second' }));
    await waitFor(() =>
      expect(rowOf('Second').getByRole('button', { name: 'Unfeature Second' })).toBeTruthy(),
    );
    await user.click(rowOf('First').getByRole('button', { name: 'Feature First' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      errorMessages.tooManyFeatured(LIMITS.featuredMax),
    );
    expect(consoleError).toHaveBeenCalledWith(errorMessages.tooManyFeatured(LIMITS.featuredMax));
  });

  it('keeps the order on screen and says why when the server refuses it', async () => {
    const consoleError = expectConsoleErrors();
    const projects = ['First', 'Second'].map((title) => makeProject({ title }));
    const { user, backend } = openAdmin('/Admin/project', { projects });
    await screen.findByRole('table', { name: 'Projects' });
    backend.failNext(
      'PUT',
      apiPaths.projects.order,
      reply.error(409, errorMessages.orderOutdated('project'), ErrorCode.CONFLICT),
    );
    await user.click(rowOf('First').getByRole('button', { name: 'Move down First' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      errorMessages.orderOutdated('project'),
    );
    expect(consoleError).toHaveBeenCalledWith(errorMessages.orderOutdated('project'));
    expect(rowOf('First').getByRole('button', { name: 'Move up First' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('filters the table as you type, case-insensitively over the visible columns', async () => {
    const { user } = openAdmin('/Admin/project', {
      projects: [
        makeProject({ title: 'Photo sorter', description: 'faces' }),
        makeProject({ title: 'Chess bot', description: 'Plays CHESS openings' }),
      ],
    });
    const search = await screen.findByLabelText('Search');
    await user.type(search, 'chess');
    expect(screen.queryByRole('cell', { name: 'Photo sorter' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Chess bot' })).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'FACES');
    expect(screen.getByRole('cell', { name: 'Photo sorter' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Chess bot' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'hidden');
    expect(screen.getByText('Nothing matches "hidden"')).toBeTruthy();
  });

  it('hides and shows a project locally after each 200', async () => {
    const project = makeProject({ title: 'Toggle me', isActive: true });
    const { user, backend } = openAdmin('/Admin/project', { projects: [project] });
    await screen.findByRole('cell', { name: 'Toggle me' });
    await user.click(rowOf('Toggle me').getByRole('button', { name: /^Hide/ }));
    expect(await rowOf('Toggle me').findByText('Hidden')).toBeTruthy();
    await user.click(rowOf('Toggle me').getByRole('button', { name: /^Show/ }));
    expect(await rowOf('Toggle me').findByText('Active')).toBeTruthy();
    expect(backend.calls('PATCH', apiPaths.projects.status(project._id))).toHaveLength(2);
    expect(backend.calls('POST', apiPaths.projects.list)).toHaveLength(1);
  });

  it('shows the server message when a status change fails', async () => {
    const consoleError = expectConsoleErrors();
    const project = makeProject({ title: 'Gone elsewhere' });
    const { user, backend } = openAdmin('/Admin/project', { projects: [project] });
    backend.failNext('PATCH', apiPaths.projects.status(project._id), reply.notFound('project'));
    await screen.findByRole('cell', { name: 'Gone elsewhere' });
    await user.click(rowOf('Gone elsewhere').getByRole('button', { name: /^Hide/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('No project has this id');
    expect(consoleError).toHaveBeenCalledWith('No project has this id');
    expect(rowOf('Gone elsewhere').getByText('Active')).toBeTruthy();
  });

  it('asks before deleting, with the spec texts; Cancle keeps it, Confirm removes it', async () => {
    const project = makeProject({ title: 'Doomed' });
    const { user, backend } = openAdmin('/Admin/project', { projects: [project] });
    await screen.findByRole('cell', { name: 'Doomed' });
    const deleteButton = rowOf('Doomed').getByRole('button', { name: /^Delete/ });
    await user.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete "Project" Name "Doomed"' });
    expect(within(dialog).getByText('Are you sure you want to DELETE ...')).toBeTruthy();
    expect(within(dialog).getByText('This Action is Non-reversible')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancle' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancle' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(deleteButton);
    expect(backend.calls('DELETE', apiPaths.projects.delete(project._id))).toHaveLength(0);

    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Doomed' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(backend.calls('DELETE', apiPaths.projects.delete(project._id))).toHaveLength(1);
  });

  it('closes the modal with Escape and with the close button, sending nothing', async () => {
    const { user, backend } = openAdmin('/Admin/project');
    await openAdd(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Project' }));
    const dialog = await openAdd(user);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.calls('POST', apiPaths.projects.add)).toHaveLength(0);
  });

  it('asks before Escape throws away what was typed, and keeps it when asked to', async () => {
    const { user, backend } = openAdmin('/Admin/project');
    const dialog = await openAdd(user);
    await user.type(dialog.getByLabelText('Title'), 'Half a project');
    await user.keyboard('{Escape}');
    await user.click(dialog.getByRole('button', { name: 'Keep editing' }));
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('Half a project');
    await user.keyboard('{Escape}');
    await user.click(dialog.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.calls('POST', apiPaths.projects.add)).toHaveLength(0);
  });
});
