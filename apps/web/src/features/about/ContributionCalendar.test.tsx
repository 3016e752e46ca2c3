import { apiPaths, type Contributions, ErrorCode } from '@portfolio/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../test/fake-api';
import { ContributionCalendar } from './ContributionCalendar';

/** 365 days from 2025-01-01 with levels 0 to 4 in turn. */
const year: Contributions = {
  total: { lastYear: 730 },
  contributions: Array.from({ length: 365 }, (_, i) => ({
    date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
    count: i % 5,
    level: i % 5,
  })),
};

describe('ContributionCalendar', () => {
  it('asks our server for the last year after hydration and draws a square per day in 5 levels', async () => {
    const api = fakeApi(() => reply.ok(year));
    const { container } = render(<ContributionCalendar username="jane" />);
    const calendar = await screen.findByRole('img', { name: '730 contributions in the last year' });
    expect(api.calls('GET', `${apiPaths.contributions}?y=last`)).toHaveLength(1);
    const days = calendar.querySelectorAll('rect');
    expect(days).toHaveLength(365);
    expect(new Set([...days].map((day) => day.getAttribute('data-level')))).toEqual(
      new Set(['0', '1', '2', '3', '4']),
    );
    expect(days[0]?.querySelector('title')?.textContent).toBe('0 contributions on 2025-01-01');
    expect(container.textContent).toContain('730 contributions in the last year');
  });

  it('keeps its box while it waits, without the error', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const { container } = render(<ContributionCalendar username="jane" />);
    const frame = container.querySelector('[aria-busy="true"]');
    expect(frame?.querySelector('svg')).toBeTruthy();
    expect(frame?.querySelectorAll('rect')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [
      'a 502 from our server',
      () =>
        fakeApi(() =>
          reply.error(
            502,
            'The contributions service did not answer; try again later',
            ErrorCode.UPSTREAM_ERROR,
          ),
        ),
    ],
    [
      'a network failure',
      () => vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))),
    ],
  ])('says exactly what failed on %s', async (_name, stubServer) => {
    stubServer();
    render(<ContributionCalendar username="jane-doe" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error – Fetching GitHub contribution data for jane-doe failed.',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});
