import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost, makeProject } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';

describe('the admin header search', () => {
  it('finds content to edit, hidden things too, and leads to its screen', async () => {
    const { user } = openAdmin('/Admin', {
      projects: [
        makeProject({ title: 'Lock manager', isActive: false }),
        makeProject({ title: 'Compiler' }),
      ],
    });
    const form = await screen.findByRole('search', { name: 'Find content to edit' });
    await user.type(within(form).getByRole('searchbox'), 'lock');
    await user.click(within(form).getByRole('button', { name: 'Find' }));
    const found = await screen.findByRole('region', { name: 'Content found' });
    expect(within(found).getByRole('status').textContent).toBe('1 found for “lock”');
    expect(within(found).getByText('Project · Hidden')).toBeTruthy();
    await user.click(within(found).getByRole('link', { name: 'Lock manager' }));
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Content found' })).toBeNull();
  });

  it('opens a post found, a draft too, in its editor', async () => {
    const draft = makePost({ title: 'Notes on locks', status: 'draft' });
    const { user } = openAdmin('/Admin', { posts: [draft] });
    const form = await screen.findByRole('search', { name: 'Find content to edit' });
    await user.type(within(form).getByRole('searchbox'), 'locks{Enter}');
    const found = await screen.findByRole('region', { name: 'Content found' });
    expect(within(found).getByText('Post · Draft')).toBeTruthy();
    await user.click(within(found).getByRole('link', { name: 'Notes on locks' }));
    expect(await screen.findByRole('heading', { name: 'Edit post' })).toBeTruthy();
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Notes on locks');
  });

  it('says when nothing is found, and closes', async () => {
    const { user } = openAdmin('/Admin');
    const form = await screen.findByRole('search', { name: 'Find content to edit' });
    await user.type(within(form).getByRole('searchbox'), 'nothing{Enter}');
    const found = await screen.findByRole('region', { name: 'Content found' });
    expect(within(found).getByRole('status').textContent).toBe('Nothing found for “nothing”.');
    await user.click(within(found).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Content found' })).toBeNull();
  });
});
