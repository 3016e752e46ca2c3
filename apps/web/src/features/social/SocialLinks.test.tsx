import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { icons, profile } from '../../test/fixtures';
import { SocialLinks } from './SocialLinks';

describe('SocialLinks', () => {
  it('names the links for screen readers, in order, with rel="me", opening in a new tab', () => {
    render(<SocialLinks links={profile.links} icons={icons} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['GitHub', 'https://github.com/jane'],
      ['Instagram', 'https://www.instagram.com/jane'],
      ['X', 'https://x.com/jane'],
      ['LinkedIn', 'https://www.linkedin.com/in/jane'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('me noopener noreferrer');
      // The icon is drawn inline from the page's data, and hidden from screen readers.
      const svg = link.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.querySelector('path')?.getAttribute('d')).toBe('M0 0h24v24H0z');
    }
    expect(screen.getByRole('link', { name: 'GitHub' })).toBeTruthy();
  });

  it("names a link by the owner's label, and mails without a new tab", () => {
    render(
      <SocialLinks
        links={[
          { network: 'other', url: 'https://talks.example', label: 'Talks' },
          { network: 'email', url: 'mailto:jane@example.com' },
          { network: 'mastodon', url: 'https://mastodon.social/@jane', label: 'Fediverse' },
        ]}
        icons={icons}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'TTalks',
      'EEmail',
      'FFediverse',
    ]);
    expect(screen.getByRole('link', { name: 'Talks' })).toBeTruthy();
    const mail = screen.getByRole('link', { name: 'Email' });
    expect(mail.getAttribute('href')).toBe('mailto:jane@example.com');
    expect(mail.getAttribute('target')).toBeNull();
    expect(mail.getAttribute('rel')).toBe('me noopener noreferrer');
  });

  it('leaves the list out when there is no link', () => {
    render(<SocialLinks links={[]} icons={icons} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
