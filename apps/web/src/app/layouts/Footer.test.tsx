import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBackend } from '../../test/fake-backend';
import { profile } from '../../test/fixtures';
import { Footer } from './Footer';

describe('Footer', () => {
  it('links to the contact page while the owner has the form on, and not otherwise', async () => {
    fakeBackend();
    const { unmount } = render(<Footer profile={profile} icons={{}} contact />);
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    await screen.findByText('Not Listening.');
    unmount();
    render(<Footer profile={profile} icons={{}} contact={false} />);
    expect(screen.queryByRole('link', { name: 'Contact' })).toBeNull();
    await screen.findByText('Not Listening.');
  });

  it("says the owner's words when nothing plays, and leaves the panel out when he switched it off", async () => {
    fakeBackend();
    const { unmount } = render(
      <Footer profile={profile} icons={{}} notListening="Silence is golden." />,
    );
    await screen.findByText('Silence is golden.');
    expect(screen.queryByText('Not Listening.')).toBeNull();
    unmount();
    render(<Footer profile={profile} icons={{}} musicPanel={false} />);
    expect(screen.queryByRole('region', { name: 'Now playing' })).toBeNull();
    expect(screen.queryByText('Not Listening.')).toBeNull();
  });

  it('shows no social list at all without a link (the page data leaves placeholders out)', () => {
    render(<Footer profile={{ ...profile, links: [] }} icons={{}} musicPanel={false} />);
    expect(screen.queryByRole('list', { name: 'Social links' })).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
