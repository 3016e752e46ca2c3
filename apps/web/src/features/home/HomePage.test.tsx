import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test/browser';
import { makeProject, profile } from '../../test/fixtures';
import { HomePage } from './HomePage';
import { DELETE_DELAY_MS, GAP_MS, HOLD_MS, TYPE_DELAY_MS } from './use-typewriter';

const [first, second] = profile.typewriterLines as [string, string];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The line the animation shows (hidden from screen readers, which read the list). */
const typed = () => document.querySelector('[aria-hidden="true"] > span')?.textContent;
/** Lets `count` steps of the animation happen, each `ms` after the previous one rendered. */
const advance = (ms: number, count = 1) => {
  for (let i = 0; i < count; i++) act(() => vi.advanceTimersByTime(ms));
};

const portrait = {
  url: 'https://example.com/media/images/p/960-a.webp',
  variants: [
    { url: 'https://example.com/media/images/p/480-b.webp', width: 480, height: 600 },
    { url: 'https://example.com/media/images/p/960-a.webp', width: 960, height: 1200 },
  ],
};

describe('HomePage', () => {
  it("shows the owner's portrait, named by the owner, with every width; none without one", () => {
    stubMatchMedia(false);
    const { unmount } = render(<HomePage profile={profile} portrait={portrait} />);
    const img = screen.getByRole('img', { name: 'Jane Doe' });
    expect(img.getAttribute('src')).toBe(portrait.url);
    expect(img.getAttribute('srcset')).toBe(
      'https://example.com/media/images/p/480-b.webp 480w, https://example.com/media/images/p/960-a.webp 960w',
    );
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '1200']);
    unmount();
    render(<HomePage profile={profile} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the greeting, the name as the heading, every line and the introduction', () => {
    stubMatchMedia(false);
    render(<HomePage profile={profile} />);
    expect(screen.getByText('Hi There!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jane Doe');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([first, second]);
    expect(
      screen.getByText(/javascript and Python, web technologies, Node\.js and React/),
    ).toBeTruthy();
  });

  it('shows the featured projects below the introduction as small cards, and nothing without any', () => {
    stubMatchMedia(false);
    const featured = [
      makeProject({ title: 'Chess bot', description: 'Plays openings', featured: true }),
      makeProject({
        title: 'Photo sorter',
        website_link: 'https://sorter.example',
        featured: true,
      }),
    ];
    const { unmount } = render(<HomePage profile={profile} featured={featured} />);
    const section = screen.getByRole('region', { name: 'Featured projects' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Chess bot', 'Photo sorter']);
    expect(within(section).getByRole('link', { name: 'Photo sorter' }).getAttribute('href')).toBe(
      'https://sorter.example',
    );
    expect(within(section).getByText('Plays openings')).toBeTruthy();
    const intro = screen.getByText(/javascript and Python/);
    expect(intro.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    render(<HomePage profile={profile} featured={[]} />);
    expect(screen.queryByRole('region', { name: 'Featured projects' })).toBeNull();
  });

  it('types, deletes at 50 ms a character, types the next line, and loops', () => {
    stubMatchMedia(false);
    render(<HomePage profile={profile} />);
    expect(typed()).toBe(first);
    advance(HOLD_MS);
    expect(typed()).toBe(first.slice(0, -1));
    expect(DELETE_DELAY_MS).toBe(50);
    advance(DELETE_DELAY_MS);
    expect(typed()).toBe(first.slice(0, -2));
    advance(DELETE_DELAY_MS, first.length - 2);
    expect(typed()).toBe('');
    advance(GAP_MS);
    expect(typed()).toBe(second.slice(0, 1));
    advance(TYPE_DELAY_MS, second.length - 1);
    expect(typed()).toBe(second);
    advance(HOLD_MS);
    advance(DELETE_DELAY_MS, second.length - 1);
    expect(typed()).toBe('');
    advance(GAP_MS);
    expect(typed()).toBe(first.slice(0, 1));
  });

  it('does not move when the person prefers reduced motion', () => {
    stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    render(<HomePage profile={profile} />);
    advance(HOLD_MS, 10);
    expect(typed()).toBe(first);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
