import { apiPaths, DEFAULT_SETTINGS, SETUP_STEPS } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAdmin } from '../../test/render-admin';

const checklist = () => screen.findByRole('region', { name: 'Set up your site' });

describe('Setup checklist', () => {
  it('lists every step with a link to its screen, ticking the ones done', async () => {
    openAdmin('/Admin', { setupDone: ['project', 'theme'] });
    const list = within(await checklist());
    expect(list.getByText('2 of 6 done')).toBeTruthy();
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${SETUP_STEPS[0].label} (to do)`,
      `✓${SETUP_STEPS[1].label} (done)`,
      `${SETUP_STEPS[2].label} (to do)`,
      `✓${SETUP_STEPS[3].label} (done)`,
      `${SETUP_STEPS[4].label} (to do)`,
      `${SETUP_STEPS[5].label} (to do)`,
    ]);
    const hrefs = list.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/Admin/profile',
      '/Admin/project',
      '/Admin/resume',
      '/Admin/manage-theme',
      '/Admin/profile',
      '/Admin/profile',
    ]);
  });

  it('takes the owner to the step he clicks', async () => {
    const { user } = openAdmin('/Admin');
    await user.click(within(await checklist()).getByRole('link', { name: SETUP_STEPS[2].label }));
    expect(await screen.findByRole('heading', { name: 'Resume' })).toBeTruthy();
  });

  it('is put away by the owner, and the server keeps it so', async () => {
    const { user, backend } = openAdmin('/Admin');
    await user.click(within(await checklist()).getByRole('button', { name: 'Hide this list' }));
    expect(await screen.findByRole('heading', { name: 'Latest notifications' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Set up your site' })).toBeNull();
    expect(backend.calls('PUT', apiPaths.setup).map((call) => call.json)).toEqual([
      { dismissed: true },
    ]);
    expect(backend.state.settings.setupDismissed).toBe(true);
  });

  it('is not shown once every step is done, nor once put away', async () => {
    const all = SETUP_STEPS.map((step) => step.key);
    const { backend } = openAdmin('/Admin', { setupDone: all });
    await screen.findByRole('heading', { name: 'Latest notifications' });
    await expect.poll(() => backend.calls('GET', apiPaths.setup).length).toBe(1);
    expect(screen.queryByRole('region', { name: 'Set up your site' })).toBeNull();
  });

  it('is not shown when the owner put it away before', async () => {
    const { backend } = openAdmin('/Admin', {
      settings: { ...DEFAULT_SETTINGS, setupDismissed: true },
    });
    await screen.findByRole('heading', { name: 'Latest notifications' });
    await expect.poll(() => backend.calls('GET', apiPaths.setup).length).toBe(1);
    expect(screen.queryByRole('region', { name: 'Set up your site' })).toBeNull();
  });
});
