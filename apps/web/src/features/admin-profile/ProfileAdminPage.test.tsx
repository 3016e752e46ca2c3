import { apiPaths, DEFAULT_SETTINGS } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { reply } from '../../test/fake-api';
import { profile } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';
import { draftProblems, toDraft, toProfile } from './profile-draft';

describe('Profile screen', () => {
  it('loads the profile, saves the edits with the token, and says so', async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveProperty('value', 'Jane Doe');
    expect(screen.getByLabelText('Typewriter lines')).toHaveProperty(
      'value',
      'Deep Learning Engineer\nFull Stack Web Developer',
    );
    await user.clear(name);
    await user.type(name, 'Janet Doe');
    await user.type(screen.getByLabelText('Hobbies'), '{Enter}hiking');
    const skills = within(screen.getByRole('group', { name: 'Skills' }));
    await user.click(skills.getByRole('checkbox', { name: 'rust' }));
    await user.click(skills.getByRole('checkbox', { name: 'javascript' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Profile saved. The public pages show it on their next load.',
    );
    const [put] = backend.calls('PUT', apiPaths.profile);
    expect(put?.headers.access_token).toBe('owner-token');
    expect(put?.json).toEqual({
      ...profile,
      ownerName: 'Janet Doe',
      about: { ...profile.about, hobbies: [...profile.about.hobbies, 'hiking'] },
      skills: [...profile.skills.filter((skill) => skill !== 'javascript'), 'rust'],
    });
  });

  it('refuses what the contract refuses, in the form', async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const greeting = await screen.findByLabelText('Greeting');
    await user.clear(greeting);
    await user.clear(screen.getByLabelText('GitHub link'));
    await user.type(screen.getByLabelText('GitHub link'), 'github.com/jane');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(greeting.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(greeting);
    expect(screen.getByText('Enter a full address starting with http:// or https://')).toBeTruthy();
    expect(backend.calls('PUT', apiPaths.profile)).toHaveLength(0);
  });

  it('shows the server message when saving fails and keeps the edits', async () => {
    const consoleError = expectConsoleErrors();
    const { user, backend } = openAdmin('/Admin/profile');
    backend.failNext('PUT', apiPaths.profile, reply.forbidden());
    const role = await screen.findByLabelText('Role');
    await user.clear(role);
    await user.type(role, 'tinkerer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only the Admin may do this');
    expect(consoleError).toHaveBeenCalledWith('Only the Admin may do this');
    expect(role).toHaveProperty('value', 'tinkerer');
  });
});

describe('Contact form setting', () => {
  it('turns the contact form off and on in the site settings, keeping the others', async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const box = await screen.findByRole('checkbox', { name: /Visitors can write to you/ });
    expect(box).toHaveProperty('checked', true);
    await user.click(box);
    await vi.waitFor(() =>
      expect(backend.state.settings).toEqual({ ...DEFAULT_SETTINGS, contactEnabled: false }),
    );
    expect(box).toHaveProperty('checked', false);
    const [put] = backend.calls('PUT', apiPaths.settings);
    expect(put?.headers.access_token).toBe('owner-token');
    await user.click(box);
    await vi.waitFor(() => expect(backend.state.settings).toEqual(DEFAULT_SETTINGS));
    expect(backend.state.notifications.map((n) => n.notification_msg)).toEqual([
      'Settings updated',
      'Settings updated',
    ]);
  });
});

describe('profile draft', () => {
  it('turns a profile into a draft and back unchanged', () => {
    expect(toProfile(toDraft(profile))).toEqual(profile);
  });

  it('checks list sizes, icons and the username like the contract', () => {
    const draft = toDraft(profile);
    expect(draftProblems(draft)).toEqual({});
    expect(
      draftProblems({
        ...draft,
        typewriterLines: '\n \n',
        hobbies: Array.from({ length: 11 }, (_, i) => `h${i}`).join('\n'),
        skills: [],
        contributionsUsername: '-bad-',
      }),
    ).toEqual({
      typewriterLines: 'Write at least one line',
      hobbies: 'Write at most 10 lines (now 11)',
      skills: 'Choose at least one',
      contributionsUsername: 'Letters, digits and single hyphens, at most 39',
    });
  });
});
