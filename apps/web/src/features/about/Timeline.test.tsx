import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { icons, makeTimelineEntry, profile } from '../../test/fixtures';
import { AboutPage } from './AboutPage';

const work = makeTimelineEntry({
  role: 'Staff engineer',
  organisation: 'Acme Corp',
  place: 'Lisbon',
  start: '2021-09',
  end: null,
  link: 'https://acme.example',
  summaryHtml: '<p>Led the <strong>billing</strong> team.</p>\n',
});
const earlier = makeTimelineEntry({
  role: 'Intern',
  organisation: 'Tiny Startup',
  place: '',
  start: '2019',
  end: '2019-08',
  link: '',
  summary: '',
  summaryHtml: '',
});
const study = makeTimelineEntry({
  kind: 'education',
  role: 'MSc Computer Science',
  organisation: 'University of Lisbon',
  start: '2016',
  end: '2018',
});

describe('the timeline on About', () => {
  it('shows nothing when there is no entry: About stays as the spec has it', () => {
    const { container } = render(
      <AboutPage profile={profile} icons={icons} quotes={[]} timeline={[]} />,
    );
    expect(screen.queryByRole('heading', { name: 'Experience' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Education' })).toBeNull();
    expect(container.querySelector('time')).toBeNull();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Professional Skillset', 'Tools I use']);
  });

  it('lists Experience then Education after the existing content, each in the given order', () => {
    render(
      <AboutPage profile={profile} icons={icons} quotes={[]} timeline={[study, work, earlier]} />,
    );
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Professional Skillset', 'Tools I use', 'Experience', 'Education']);
    const experience = screen.getByRole('region', { name: 'Experience' });
    const list = within(experience).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Staff engineer', 'Intern']);
    const education = screen.getByRole('region', { name: 'Education' });
    expect(within(education).getByRole('heading', { level: 3 }).textContent).toBe(
      'MSc Computer Science',
    );
  });

  it('gives the dates as <time>, an ongoing entry as present, and the link and place', () => {
    render(<AboutPage profile={profile} icons={icons} quotes={[]} timeline={[work, earlier]} />);
    const [current, past] = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    if (!current || !past) throw new Error('two entries expected');
    const times = (item: HTMLElement) =>
      [...item.querySelectorAll('time')].map((time) => [time.dateTime, time.textContent]);
    expect(times(current)).toEqual([['2021-09', 'September 2021']]);
    expect(current.textContent).toContain('September 2021 – present');
    expect(times(past)).toEqual([
      ['2019', '2019'],
      ['2019-08', 'August 2019'],
    ]);
    const link = within(current).getByRole('link', { name: 'Acme Corp' });
    expect(link.getAttribute('href')).toBe('https://acme.example');
    expect(current.textContent).toContain('Acme Corp, Lisbon');
    expect(within(past).queryByRole('link')).toBeNull();
    expect(past.textContent).toContain('Tiny Startup');
  });

  it('shows the summary as the server rendered it, and no empty block when there is none', () => {
    render(<AboutPage profile={profile} icons={icons} quotes={[]} timeline={[work, earlier]} />);
    const strong = screen.getByText('billing');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.closest('p')?.textContent).toBe('Led the billing team.');
    const [, past] = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(past?.querySelectorAll('p')).toHaveLength(2);
  });
});
