import { apiPaths, SCREENSHOT_LIMITS, UPLOAD_FIELDS } from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProject, newId } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';
import { rowOf } from '../../test/table';

const png = (name: string) => new File(['img'], name, { type: 'image/png' });

const shot = (name: string, alt = '') => {
  const url = `https://example.com/media/${name}`;
  return { _id: newId(), alt, url, variants: [{ url, width: 640, height: 400 }] };
};

/** Opens the Projects screen and the screenshots of its one project. */
async function openScreenshots(seed: Parameters<typeof openAdmin>[1] = {}) {
  const project = makeProject({ title: 'Photo sorter' });
  const opened = openAdmin('/Admin/project', {
    projects: [project],
    ...seed,
    screenshots: { [project._id]: [], ...seed.screenshots },
  });
  await screen.findByRole('cell', { name: 'Photo sorter' });
  await opened.user.click(rowOf('Photo sorter').getByRole('button', { name: /^Screenshots/ }));
  const dialog = within(screen.getByRole('dialog', { name: 'Screenshots of "Photo sorter"' }));
  return { ...opened, project, dialog };
}

describe("a project's screenshots", () => {
  it('are uploaded several at once, in groups the server takes, and listed in order', async () => {
    const { user, backend, project, dialog } = await openScreenshots();
    expect(await dialog.findByText('No screenshots yet.')).toBeTruthy();
    const files = ['a.png', 'b.png', 'c.png', 'd.png', 'e.png'].map(png);
    await user.upload(dialog.getByLabelText('Add screenshots'), files);
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(5));
    const calls = backend.calls('POST', apiPaths.projects.screenshots(project._id));
    expect(calls.map((call) => call.form?.getAll(UPLOAD_FIELDS.screenshots).length)).toEqual([
      SCREENSHOT_LIMITS.perUpload,
      1,
    ]);
    const thumbnails = dialog.getAllByRole('listitem').map((item) => item.querySelector('img'));
    expect(thumbnails.map((img) => img?.getAttribute('src'))).toEqual(
      files.map((file) => `https://example.com/media/${file.name}`),
    );
  });

  it('take alt texts and a new order, saved together', async () => {
    const first = shot('first.png');
    const second = shot('second.png', 'The list');
    const project = makeProject({ title: 'Photo sorter' });
    const { user, backend, dialog } = await openScreenshots({
      projects: [project],
      screenshots: { [project._id]: [first, second] },
    });
    const save = await dialog.findByRole('button', { name: 'Save order and alt texts' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(dialog.getByLabelText('Alt text of screenshot 1'), 'The map');
    await user.click(dialog.getByRole('button', { name: 'Move down screenshot 1' }));
    expect((dialog.getByLabelText('Alt text of screenshot 2') as HTMLInputElement).value).toBe(
      'The map',
    );
    expect(dialog.getByRole('button', { name: 'Move up screenshot 1' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(save);
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    const [put] = backend.calls('PUT', apiPaths.projects.screenshots(project._id));
    expect(put?.json).toEqual({
      screenshots: [
        { _id: second._id, alt: 'The list' },
        { _id: first._id, alt: 'The map' },
      ],
    });
  });

  it('are deleted one at a time after a confirmation', async () => {
    const first = shot('first.png');
    const second = shot('second.png');
    const project = makeProject({ title: 'Photo sorter' });
    const { user, backend, dialog } = await openScreenshots({
      projects: [project],
      screenshots: { [project._id]: [first, second] },
    });
    await user.click(await dialog.findByRole('button', { name: 'Delete screenshot 2' }));
    expect(backend.calls('DELETE', apiPaths.projects.screenshot(project._id, second._id))).toEqual(
      [],
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel deleting screenshot 2' }));
    await user.click(dialog.getByRole('button', { name: 'Delete screenshot 2' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm deleting screenshot 2' }));
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(1));
    expect(
      backend.calls('DELETE', apiPaths.projects.screenshot(project._id, second._id)),
    ).toHaveLength(1);
    expect(backend.state.screenshots[project._id]).toEqual([first]);
  });

  it('refuse more than a project holds before sending anything', async () => {
    const project = makeProject({ title: 'Photo sorter' });
    const full = Array.from({ length: SCREENSHOT_LIMITS.perProject - 1 }, (_, n) =>
      shot(`${n}.png`),
    );
    const { user, backend, dialog } = await openScreenshots({
      projects: [project],
      screenshots: { [project._id]: full },
    });
    await dialog.findAllByRole('listitem');
    await user.upload(dialog.getByLabelText('Add screenshots'), [png('x.png'), png('y.png')]);
    expect(
      await dialog.findByText(
        `A project has at most ${SCREENSHOT_LIMITS.perProject} screenshots: choose 1 or fewer`,
      ),
    ).toBeTruthy();
    expect(backend.calls('POST', apiPaths.projects.screenshots(project._id))).toEqual([]);
  });

  it('ask before closing over alt texts or an order not saved', async () => {
    const project = makeProject({ title: 'Photo sorter' });
    const { user, dialog } = await openScreenshots({
      projects: [project],
      screenshots: { [project._id]: [shot('first.png')] },
    });
    await user.type(await dialog.findByLabelText('Alt text of screenshot 1'), 'The map');
    await user.keyboard('{Escape}');
    expect(dialog.getByText('Discard what you typed? It is not saved.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Keep editing' }));
    expect((dialog.getByLabelText('Alt text of screenshot 1') as HTMLInputElement).value).toBe(
      'The map',
    );
  });
});
