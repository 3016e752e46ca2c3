import {
  apiPaths,
  presetChoice,
  type SiteTheme,
  type ThemePreviewRequest,
} from '@portfolio/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { openAdmin } from '../../test/render-admin';

const frame = (title: string) => screen.findByTitle(title) as Promise<HTMLIFrameElement>;
/** What the accent picker says of the contrast its colour makes. */
const ratioOf = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    ?.textContent;
const pick = (label: string, colour: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: colour } });

describe('Theme screen', () => {
  it('keeps its heading and shows the presets, Classic chosen, with a preview of Home', async () => {
    const { backend } = openAdmin('/Admin/manage-theme');
    expect(await screen.findByRole('heading', { level: 1, name: 'theme' })).toBeTruthy();
    const presets = within(await screen.findByRole('group', { name: 'Preset' })).getAllByRole(
      'radio',
    );
    expect(presets.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'classic',
      'editorial',
      'terminal',
      'studio',
    ]);
    expect(screen.getByRole('radio', { name: /Classic/ })).toHaveProperty('checked', true);
    const preview = await frame('Preview of the public Home page, light mode');
    expect(preview.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(preview.srcdoc).toContain('/ classic preset accent');
    expect(backend.calls('POST', apiPaths.themePreview)).toHaveLength(1);
    // Drawn at a desktop's width, scaled to the 640 pixels it has (test/resize-observer.ts).
    expect(preview.style.width).toBe('1280px');
    expect(preview.style.transform).toBe('scale(0.5)');
    expect(
      screen.getByText('Every text and control meets WCAG AA contrast in both modes.'),
    ).toBeTruthy();
  });

  it('previews each change before saving, and Save publishes it', async () => {
    const { user, backend } = openAdmin('/Admin/manage-theme');
    await user.click(await screen.findByRole('radio', { name: /Terminal/ }));
    pick('Light mode accent', '#7a1f5c');
    expect(ratioOf('Light mode accent')).toMatch(
      /^\d+\.\d\d:1 for .* \(needs 4\.5:1\): passes AA$/,
    );
    await user.selectOptions(screen.getByLabelText('Fonts'), 'modern');
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(async () =>
      expect((await frame('Preview of the public Home page, dark mode')).srcdoc).toContain(
        '/ terminal preset accent',
      ),
    );
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    await user.click(screen.getByRole('radio', { name: 'Projects' }));
    await waitFor(async () =>
      expect((await frame('Preview of the public Projects page, light mode')).srcdoc).toContain(
        '/projects terminal #7a1f5c',
      ),
    );
    expect(backend.calls('PUT', apiPaths.theme)).toHaveLength(0);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      (await screen.findByText('Theme saved: the public site shows it now.')).getAttribute('role'),
    ).toBe('status');
    const chosen: SiteTheme = {
      ...presetChoice('terminal'),
      accent: { light: '#7a1f5c', dark: null },
      font: 'modern',
    };
    expect(backend.state.theme).toEqual(chosen);
    expect(backend.calls('PUT', apiPaths.theme)[0]?.headers.access_token).toBe('owner-token');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('shows an unreadable accent’s ratio as it is picked, and the server’s refusal', async () => {
    const { user, backend } = openAdmin('/Admin/manage-theme');
    await screen.findByRole('radio', { name: /Classic/ });
    pick('Dark mode accent', '#505050');
    expect(ratioOf('Dark mode accent')).toMatch(/^1\.\d\d:1 for .* \(needs 4\.5:1\): too low$/);
    expect(ratioOf('Light mode accent')).toMatch(/passes AA$/);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Dark mode: links on the page (#505050 on #3c3c3c) has a contrast of 1.36:1; it needs at least 4.5:1',
    );
    // The spec's failures are logged to the console as well as shown.
    expectConsoleErrors();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.getAllByText(/^Dark mode: links on the page \(#505050 on #3c3c3c\)/),
      ).toHaveLength(2),
    );
    expect(backend.state.theme).toEqual(presetChoice('classic'));
  });

  it('Reset returns to the preset, and a preset’s accent can be taken back', async () => {
    const { user } = openAdmin('/Admin/manage-theme');
    await user.click(await screen.findByRole('radio', { name: /Studio/ }));
    pick('Light mode accent', '#004d40');
    await user.selectOptions(screen.getByLabelText('Corners'), 'square');
    await user.click(screen.getByRole('button', { name: 'Preset’s accent' }));
    expect(screen.getByLabelText<HTMLInputElement>('Light mode accent').value).toBe('#5b3fd6');
    pick('Dark mode accent', '#ffffff');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText<HTMLInputElement>('Dark mode accent').value).toBe('#b3a4ff');
    expect(screen.getByLabelText<HTMLSelectElement>('Corners').value).toBe('');
    expect(screen.getByRole('radio', { name: /Studio/ })).toHaveProperty('checked', true);
  });

  it('draws the page at a phone’s width on request', async () => {
    const { user } = openAdmin('/Admin/manage-theme');
    await frame('Preview of the public Home page, light mode');
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    const preview = await frame('Preview of the public Home page, light mode');
    expect(preview.style.width).toBe('390px');
    expect(preview.style.transform).toBe('scale(1)');
  });

  it('asks the server for the page and mode shown', async () => {
    const { user, backend } = openAdmin('/Admin/manage-theme');
    await frame('Preview of the public Home page, light mode');
    await user.click(screen.getByRole('radio', { name: 'Projects' }));
    await frame('Preview of the public Projects page, light mode');
    await waitFor(() =>
      expect(
        backend
          .calls('POST', apiPaths.themePreview)
          .map((call) => (call.json as ThemePreviewRequest).page),
      ).toEqual(['/', '/projects']),
    );
  });
});
