import { apiPaths, ErrorCode, FAVICON_SIZES, SITE_IMAGE_FIELD } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { reply } from '../../test/fake-api';
import { MEDIA_BASE } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';

const image = (name: string) => new File(['img'], name, { type: 'image/png' });
const group = async (name: string) => within(await screen.findByRole('group', { name }));

describe('Photo and site icon, on the Profile screen', () => {
  it('uploads a portrait with the token, shows it, and removes it', async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const portrait = await group('Portrait');
    expect(portrait.queryByRole('button', { name: 'Remove portrait' })).toBeNull();
    await user.upload(portrait.getByLabelText('Portrait'), image('me.png'));
    expect(portrait.getByRole('img', { name: 'Preview of the chosen image me.png' })).toBeTruthy();
    await user.click(portrait.getByRole('button', { name: 'Upload portrait' }));
    expect((await portrait.findByRole('status')).textContent).toBe(
      'Portrait saved. The public pages show it on their next load.',
    );
    const [put] = backend.calls('PUT', apiPaths.profilePhoto);
    expect(put?.headers.access_token).toBe('owner-token');
    expect((put?.form?.get(SITE_IMAGE_FIELD) as File | undefined)?.name).toBe('me.png');
    expect(portrait.getByRole('img', { name: 'Current image' }).getAttribute('src')).toBe(
      `${MEDIA_BASE}/me.png`,
    );
    expect(backend.state.siteImages.icon).toBeNull();

    await user.click(portrait.getByRole('button', { name: 'Remove portrait' }));
    expect((await portrait.findByText('Portrait removed.')).getAttribute('role')).toBe('status');
    expect(backend.calls('DELETE', apiPaths.profilePhoto)).toHaveLength(1);
    expect(portrait.queryByRole('img')).toBeNull();
    expect(backend.state.siteImages.portrait).toBeNull();
  });

  it('uploads a site icon and previews its 192 pixel favicon', async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const icon = await group('Site icon');
    expect(icon.getByText(/A square image, at least 180×180 pixels/)).toBeTruthy();
    await user.upload(icon.getByLabelText('Site icon'), image('logo.png'));
    await user.click(icon.getByRole('button', { name: 'Upload site icon' }));
    expect((await icon.findByRole('status')).textContent).toBe(
      'Site icon saved. The public pages show it on their next load.',
    );
    expect(backend.state.siteImages.icon?.favicons.map((f) => f.width)).toEqual([...FAVICON_SIZES]);
    expect(icon.getByRole('img', { name: 'Current image' }).getAttribute('src')).toBe(
      `${MEDIA_BASE}/192-logo.png`,
    );
    expect(icon.getByRole('button', { name: 'Remove site icon' })).toBeTruthy();
  });

  it('asks for a file before sending anything', async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const icon = await group('Site icon');
    await user.click(icon.getByRole('button', { name: 'Upload site icon' }));
    expect(icon.getByText('Choose the site icon to upload')).toBeTruthy();
    expect(document.activeElement).toBe(icon.getByLabelText('Site icon'));
    expect(backend.calls('PUT', apiPaths.profileIcon)).toHaveLength(0);
  });

  it("shows the server's refusal of a non-square icon and keeps what there is", async () => {
    const consoleError = expectConsoleErrors();
    const { user, backend } = openAdmin('/Admin/profile');
    const message =
      'The icon is 600×400 pixels: upload a square image (as wide as it is high), 512×512 or larger is best';
    backend.failNext(
      'PUT',
      apiPaths.profileIcon,
      reply.error(400, message, ErrorCode.VALIDATION_ERROR),
    );
    const icon = await group('Site icon');
    await user.upload(icon.getByLabelText('Site icon'), image('wide.png'));
    await user.click(icon.getByRole('button', { name: 'Upload site icon' }));
    expect((await icon.findByRole('alert')).textContent).toBe(message);
    expect(consoleError).toHaveBeenCalledWith(message);
    expect(backend.state.siteImages.icon).toBeNull();
    expect(icon.queryByRole('button', { name: 'Remove site icon' })).toBeNull();
  });
});
