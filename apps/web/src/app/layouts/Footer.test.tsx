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
});
