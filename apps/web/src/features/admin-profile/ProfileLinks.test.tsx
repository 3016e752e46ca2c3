import { apiPaths } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAdmin, pasteInto } from '../../test/render-admin';

// The profile screen's social links, a file of their own: the profile screen is the largest admin
// form, and its tests run on two workers this way.
describe('Profile screen, social links', () => {
  it('edits the social links: adds, names, reorders and removes them', async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const links = within(await screen.findByRole('group', { name: 'Social links' }));
    await user.click(links.getByRole('button', { name: 'Remove Instagram link 2' }));
    await user.click(links.getByRole('button', { name: 'Add a link' }));
    await user.selectOptions(links.getByLabelText('Network of link 4'), 'mastodon');
    await pasteInto(
      user,
      links.getByLabelText('Address of link 4'),
      'https://mastodon.social/@jane',
    );
    await user.click(links.getByRole('button', { name: 'Move Mastodon link 4 up' }));
    await user.click(links.getByRole('button', { name: 'Add a link' }));
    await user.selectOptions(links.getByLabelText('Network of link 5'), 'email');
    await pasteInto(user, links.getByLabelText('Address of link 5'), 'mailto:jane@example.com');
    await pasteInto(user, links.getByLabelText('Name of link 5'), 'Write to me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    const [put] = backend.calls('PUT', apiPaths.profile);
    expect((put?.json as { links?: unknown } | undefined)?.links).toEqual([
      { network: 'github', url: 'https://github.com/jane' },
      { network: 'x', url: 'https://x.com/jane' },
      { network: 'mastodon', url: 'https://mastodon.social/@jane' },
      { network: 'linkedin', url: 'https://www.linkedin.com/in/jane' },
      { network: 'email', url: 'mailto:jane@example.com', label: 'Write to me' },
    ]);
  }, 20_000);

  it('says what is wrong with a link before sending it', async () => {
    const { user, backend } = openAdmin('/Admin/profile');
    const links = within(await screen.findByRole('group', { name: 'Social links' }));
    await user.click(links.getByRole('button', { name: 'Add a link' }));
    await user.selectOptions(links.getByLabelText('Network of link 5'), 'other');
    await pasteInto(user, links.getByLabelText('Address of link 5'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(links.getByLabelText('Address of link 5').getAttribute('aria-invalid')).toBe('true');
    expect(links.getByText('Enter a full address starting with http:// or https://')).toBeTruthy();
    await user.clear(links.getByLabelText('Address of link 5'));
    await pasteInto(user, links.getByLabelText('Address of link 5'), 'https://talks.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(links.getByText('Give this link a name')).toBeTruthy();
    expect(backend.calls('PUT', apiPaths.profile)).toHaveLength(0);
  });
});
