import { apiPaths, DEFAULT_SETTINGS, INSIGHT_OTHER_KEY } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyInsights, makeProject } from '../../test/fixtures';
import { openAdmin } from '../../test/render-admin';

const project = makeProject({ title: 'Compiler' });
const insights = {
  ...emptyInsights(7),
  daily: emptyInsights(7).daily.map((day, i) => ({ ...day, visitors: i, pageViews: 2 * i })),
  topPages: [
    { key: '/', count: 12 },
    { key: '/projects', count: 5 },
  ],
  topReferrers: [{ key: 'linkedin.com', count: 4 }],
  devices: [{ key: 'desktop', count: 17 }],
  resume: { views: 3, downloads: 2 },
  searches: { withResults: 8, withoutResults: 1 },
  linkClicks: [{ event: 'project-link', target: project._id, title: 'Compiler', count: 6 }],
  week: { visitors: 21, previousVisitors: 9, pageViews: 42, previousPageViews: 20 },
};

const rowsOf = (caption: string) => {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
};

describe('Dashboard visitor insights', () => {
  it('shows this week against the last, the chart with its table, and the ranked figures', async () => {
    openAdmin('/Admin', { projects: [project], insights });
    await screen.findByRole('heading', { name: 'Visitors' });
    expect(await screen.findByText('21 (last week 9)')).toBeTruthy();
    expect(screen.getByText('42 (last week 20)')).toBeTruthy();
    expect(screen.getByText('3 views, 2 downloads')).toBeTruthy();
    expect(screen.getByText('8 found something, 1 found nothing')).toBeTruthy();
    expect(rowsOf('Visitors and page views, last 7 days').at(-1)).toEqual([
      '2026-11-07',
      '6',
      '12',
    ]);
    expect(rowsOf('Top pages')).toEqual([
      ['/', '12'],
      ['/projects', '5'],
    ]);
    expect(rowsOf('Top referrers')).toEqual([['linkedin.com', '4']]);
    expect(rowsOf('Devices')).toEqual([['desktop', '17']]);
    expect(rowsOf('Link clicks')).toEqual([['Compiler', 'Project Link', '6']]);
  });

  it("shows what is past the top ten as 'Other', last, as the server ranks it", async () => {
    const referrers = Array.from({ length: 10 }, (_, i) => ({
      key: `site${i}.example`,
      count: 100 - i,
    }));
    openAdmin('/Admin', {
      insights: {
        ...insights,
        topReferrers: [...referrers, { key: INSIGHT_OTHER_KEY, count: 640 }],
      },
    });
    await screen.findByText('21 (last week 9)');
    const rows = rowsOf('Top referrers');
    expect(rows).toHaveLength(11);
    expect(rows[0]).toEqual(['site0.example', '100']);
    expect(rows.at(-1)).toEqual(['Other', '640']);
  });

  it('asks for the window the owner picks', async () => {
    const { user } = openAdmin('/Admin', { insights });
    await screen.findByText('21 (last week 9)');
    const group = screen.getByRole('group', { name: 'Period' });
    expect(within(group).getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(within(group).getByRole('button', { name: '30 days' }));
    expect(
      await screen.findByRole('table', { name: 'Visitors and page views, last 30 days' }),
    ).toBeTruthy();
    expect(
      within(group).getByRole('button', { name: '30 days' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('says so when nothing was counted yet', async () => {
    openAdmin('/Admin');
    await screen.findByRole('table', { name: 'Top pages' });
    expect(rowsOf('Top pages')).toEqual([['Nothing yet']]);
  });
});

describe('Insight settings', () => {
  it('switches counting off and keeps counts for fewer days, with a notification', async () => {
    const { user, backend } = openAdmin('/Admin');
    const form = within(await screen.findByRole('form', { name: 'Insight settings' }));
    const counting = form.getByRole('checkbox', { name: /Count visitors/ });
    expect(counting).toHaveProperty('checked', true);
    await user.click(counting);
    const days = form.getByLabelText('Keep daily counts for (days)');
    await user.clear(days);
    await user.type(days, '90');
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByText('Settings saved.')).toBeTruthy();
    const [put] = backend.calls('PUT', apiPaths.settings);
    expect(put?.json).toEqual({
      ...DEFAULT_SETTINGS,
      insightsEnabled: false,
      insightsRetentionDays: 90,
    });
  });
});
