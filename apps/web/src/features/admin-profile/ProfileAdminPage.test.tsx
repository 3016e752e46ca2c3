import { apiPaths, DEFAULT_SETTINGS } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { asksBeforeLeaving } from '../../test/browser';
import { expectConsoleErrors } from '../../test/console';
import { reply } from '../../test/fake-api';
import { profile } from '../../test/fixtures';
import { openAdmin, pasteInto } from '../../test/render-admin';
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
    await pasteInto(user, name, 'Janet Doe');
    await user.type(screen.getByLabelText('Hobbies'), '{Enter}hiking');
    const skills = within(screen.getByRole('group', { name: 'Skills' }));
    // The chosen icons are shown with their names, asked of the server by slug.
    expect(await skills.findByRole('button', { name: 'Remove JavaScript' })).toBeTruthy();
    await user.click(skills.getByRole('button', { name: 'Remove JavaScript' }));
    await user.type(skills.getByLabelText('Search icons'), 'rus');
    await user.click(await skills.findByRole('button', { name: 'Add Rust' }));
    expect(skills.getByRole('button', { name: 'Add Rust' })).toHaveProperty('disabled', true);
    await user.type(skills.getByLabelText('Or a name without an icon'), 'COBOL');
    await user.click(skills.getByRole('button', { name: 'Add text' }));
    await user.click(skills.getByRole('button', { name: 'Move COBOL up' }));
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
      skills: [
        ...profile.skills.filter((skill) => !('icon' in skill && skill.icon === 'javascript')),
        { text: 'COBOL' },
        { icon: 'rust' },
      ],
    });
    const [search] = backend.calls('GET', `${apiPaths.icons}?q=rus`);
    expect(search?.headers.access_token).toBe('owner-token');
  });

  it('is in sections, each linked from the top', async () => {
    openAdmin('/Admin/profile');
    await screen.findByLabelText('Name');
    const nav = within(screen.getByRole('navigation', { name: 'Profile sections' }));
    const links = nav.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'About you',
      'Contact and buttons',
      'Texts of the pages',
      'Languages of the site',
      'Photo and site icon',
      'Import resume.json',
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(link.textContent);
      expect(screen.getByRole('region', { name: link.textContent ?? '' })).toBeTruthy();
    }
    // The texts' Save is in the sticky bar, with what it says.
    expect(
      within(screen.getByRole('region', { name: 'About you' })).getByRole('button', {
        name: 'Save',
      }),
    ).toBeTruthy();
  });

  it('asks before leaving with edits not saved, and not once they are', async () => {
    const { user } = openAdmin('/Admin/profile');
    const name = await screen.findByLabelText('Name');
    expect(asksBeforeLeaving()).toBe(false);
    await user.type(name, ' Jr');
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    expect(asksBeforeLeaving()).toBe(true);

    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    await user.click(nav.getByRole('link', { name: 'Quotes' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Leave Profile?' }));
    await user.click(question.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Jane Doe Jr');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile saved. The public pages show it on their next load.');
    expect(screen.queryByText('Not saved yet')).toBeNull();
    expect(asksBeforeLeaving()).toBe(false);
    await user.click(nav.getByRole('link', { name: 'Quotes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotations' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('refuses what the contract refuses, in the form', async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const greeting = await screen.findByLabelText('Greeting');
    await user.clear(greeting);
    await user.clear(screen.getByLabelText('Address of link 1'));
    await pasteInto(user, screen.getByLabelText('Address of link 1'), 'github.com/jane');
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
    await pasteInto(user, role, 'tinkerer');
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

  it('checks links like the server', () => {
    const draft = toDraft(profile);
    const link = (network: string, url: string, label = '') => ({ network, url, label }) as never;
    expect(
      draftProblems({
        ...draft,
        links: [
          link('email', 'https://jane.example'),
          link('github', 'mailto:jane@example.com'),
          link('other', 'https://jane.example'),
          link('website', ''),
          link('rss', 'https://jane.example/feed.xml', 'Feed'),
        ],
      }),
    ).toEqual({
      'link-0-url': 'Enter a mailto: address, like mailto:me@example.com',
      'link-1-url': 'Enter a full address starting with http:// or https://',
      'link-2-label': 'Give this link a name',
      'link-3-url': 'Fill this in',
    });
    expect(
      draftProblems({ ...draft, links: Array.from({ length: 21 }, () => draft.links[0]) as never }),
    ).toEqual({ links: 'Keep at most 20 links (now 21)' });
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
