import {
  apiPaths,
  DEFAULT_SETTINGS,
  DEFAULT_SITE_TEXTS,
  SITE_TEXT_FIELDS,
  SITE_TEXT_KEYS,
} from '@portfolio/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { asksBeforeLeaving } from '../../test/browser';
import { openAdmin, pasteInto } from '../../test/render-admin';

const words = async () => within(await screen.findByRole('group', { name: 'Your words' }));

describe('Your words (Profile screen)', () => {
  it('shows every fixed text as the spec has it, with its default, until the owner changes it', async () => {
    openAdmin('/Admin/profile');
    const group = await words();
    for (const key of SITE_TEXT_KEYS) {
      const field = group.getByLabelText(SITE_TEXT_FIELDS[key].label);
      expect(field).toHaveProperty('value', DEFAULT_SITE_TEXTS[key]);
      expect(field.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(group.queryByRole('button', { name: /^Back to the default/ })).toBeNull();
  });

  it("saves the owner's words as overrides, and only the texts that differ", async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const group = await words();
    const heading = group.getByLabelText(SITE_TEXT_FIELDS.projectsHeading.label);
    await user.clear(heading);
    await pasteInto(user, heading, 'Things I built');
    await user.click(group.getByRole('button', { name: 'Save texts' }));
    expect(await group.findByRole('status')).toBeTruthy();
    expect(backend.state.settings.texts).toEqual({ projectsHeading: 'Things I built' });
    const [put] = backend.calls('PUT', apiPaths.settings);
    expect(put?.json).toEqual({
      ...DEFAULT_SETTINGS,
      texts: { projectsHeading: 'Things I built' },
    });
  });

  it('asks before leaving with texts not saved, and not once they are', async () => {
    const { user } = openAdmin('/Admin/profile');
    const group = await words();
    const heading = group.getByLabelText(SITE_TEXT_FIELDS.projectsHeading.label);
    await user.type(heading, '!');
    expect(asksBeforeLeaving()).toBe(true);
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    await user.click(nav.getByRole('link', { name: 'Quotes' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Leave Profile?' }));
    await user.click(question.getByRole('button', { name: 'Keep editing' }));
    await user.click(group.getByRole('button', { name: 'Save texts' }));
    expect(await group.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(asksBeforeLeaving()).toBe(false));
    await user.click(nav.getByRole('link', { name: 'Quotes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotations' })).toBeTruthy();
  });

  it("goes back to the spec's text with 'Back to the default'", async () => {
    const { user, backend } = openAdmin('/Admin/profile', {
      settings: { ...DEFAULT_SETTINGS, texts: { notFound: 'Lost?', projectLink: 'Code' } },
    });
    const group = await words();
    const notFound = group.getByLabelText(SITE_TEXT_FIELDS.notFound.label);
    expect(notFound).toHaveProperty('value', 'Lost?');
    await user.click(
      group.getByRole('button', {
        name: `Back to the default: ${SITE_TEXT_FIELDS.notFound.label}`,
      }),
    );
    expect(notFound).toHaveProperty('value', '404 page not found');
    await user.click(group.getByRole('button', { name: 'Save texts' }));
    await vi.waitFor(() => expect(backend.state.settings.texts).toEqual({ projectLink: 'Code' }));
  });

  it('refuses a text longer than the site takes, and sends nothing', async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const group = await words();
    const link = group.getByLabelText(SITE_TEXT_FIELDS.projectLink.label);
    await user.clear(link);
    await user.type(link, 'x'.repeat(41));
    await user.click(group.getByRole('button', { name: 'Save texts' }));
    expect(group.getByText('At most 40 characters')).toBeTruthy();
    expect(document.activeElement).toBe(link);
    expect(backend.calls('PUT', apiPaths.settings)).toHaveLength(0);
  });

  it('keeps what is typed here when another section saves the settings', async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const group = await words();
    const line = group.getByLabelText(SITE_TEXT_FIELDS.hobbiesLine.label);
    await user.clear(line);
    await pasteInto(user, line, 'Off the keyboard:');
    await user.click(screen.getByRole('checkbox', { name: /Visitors can write to you/ }));
    await vi.waitFor(() => expect(backend.state.settings.contactEnabled).toBe(false));
    expect(line).toHaveProperty('value', 'Off the keyboard:');
    await user.click(group.getByRole('button', { name: 'Save texts' }));
    await vi.waitFor(() =>
      expect(backend.state.settings).toEqual({
        ...DEFAULT_SETTINGS,
        contactEnabled: false,
        texts: { hobbiesLine: 'Off the keyboard:' },
      }),
    );
  });
});

describe('Buttons and panels (Profile screen)', () => {
  it("switches Home's buttons on (off on a new site) and the music panel off", async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const group = within(await screen.findByRole('group', { name: 'Buttons and panels' }));
    const resume = group.getByRole('checkbox', { name: /Download résumé/ });
    const contact = group.getByRole('checkbox', { name: /'Contact' button/ });
    const music = group.getByRole('checkbox', { name: /music you are playing/ });
    expect([resume, contact, music].map((box) => (box as HTMLInputElement).checked)).toEqual([
      false,
      false,
      true,
    ]);
    await user.click(resume);
    await vi.waitFor(() =>
      expect(backend.state.settings.homeButtons).toEqual({ resume: true, contact: false }),
    );
    await user.click(contact);
    await vi.waitFor(() =>
      expect(backend.state.settings.homeButtons).toEqual({ resume: true, contact: true }),
    );
    await user.click(music);
    await vi.waitFor(() => expect(backend.state.settings.musicPanel).toBe(false));
    expect(backend.state.notifications.map((n) => n.notification_msg)).toEqual([
      'Settings updated',
      'Settings updated',
      'Settings updated',
    ]);
  });
});
