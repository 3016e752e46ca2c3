import { apiPaths, type NowPlaying as NowPlayingAnswer } from '@portfolio/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../test/fake-api';
import { NowPlaying } from './NowPlaying';
import { REFRESH_MS } from './use-now-playing';

const playing: NowPlayingAnswer = {
  is_playing: true,
  item: {
    name: 'Song Two',
    external_urls: { spotify: 'https://open.spotify.com/track/2' },
    album: { images: [{ url: 'https://i.scdn.co/image/cover2' }] },
  },
};

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('NowPlaying', () => {
  it('links the track by its name, with the album image (sized, loaded lazily), after asking the server', async () => {
    const api = fakeApi(() => reply.ok(playing));
    render(<NowPlaying />);
    const link = await screen.findByRole('link', { name: 'Song Two' });
    expect(link.getAttribute('href')).toBe('https://open.spotify.com/track/2');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const cover = link.querySelector('img');
    expect(cover?.getAttribute('src')).toBe('https://i.scdn.co/image/cover2');
    expect([cover?.getAttribute('width'), cover?.getAttribute('height')]).toEqual(['64', '64']);
    expect(cover?.getAttribute('loading')).toBe('lazy');
    expect(api.requests.map(({ method, url }) => [method, url])).toEqual([
      ['POST', apiPaths.nowPlaying],
    ]);
  });

  it("says 'Not Listening.' when nothing plays", async () => {
    fakeApi(() => reply.ok({ is_playing: false, item: null }));
    render(<NowPlaying />);
    expect((await screen.findByText('Not Listening.')).tagName).toBe('P');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("says 'Not Listening.' when the call fails", async () => {
    fakeApi(reply.internal);
    render(<NowPlaying />);
    expect(await screen.findByText('Not Listening.')).toBeTruthy();
  });

  it("says 'Not Listening.' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    render(<NowPlaying />);
    expect(await screen.findByText('Not Listening.')).toBeTruthy();
  });

  it('shows nothing before the answer, then asks again every 30 s while the page is visible', async () => {
    vi.useFakeTimers();
    const answers = [{ is_playing: false, item: null }, playing];
    const api = fakeApi(() => reply.ok(answers.shift() ?? playing));
    render(<NowPlaying />);
    expect(screen.queryByText('Not Listening.')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Not Listening.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS - 1));
    expect(api.requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.requests).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Song Two' })).toBeTruthy();
  });

  it('asks nothing while the page is hidden, and asks at once when it is shown', async () => {
    vi.useFakeTimers();
    const api = fakeApi(() => reply.ok(playing));
    render(<NowPlaying />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.requests).toHaveLength(1);
    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS * 5));
    expect(api.requests).toHaveLength(1);
    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.requests).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    expect(api.requests).toHaveLength(3);
  });
});
