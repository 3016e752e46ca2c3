import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profile } from '../../test/fixtures';
import { SocialLinks } from './SocialLinks';

describe('SocialLinks', () => {
  it('names the four links for screen readers, in order, opening in a new tab', () => {
    render(<SocialLinks social={profile.social} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['GitHub', 'https://github.com/jane'],
      ['Instagram', 'https://www.instagram.com/jane'],
      ['Twitter', 'https://twitter.com/jane'],
      ['LinkedIn', 'https://www.linkedin.com/in/jane'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'GitHub' })).toBeTruthy();
  });

  it('leaves out a link the owner left empty, and the list when all are', () => {
    const { rerender } = render(<SocialLinks social={{ ...profile.social, instagram: '' }} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'GitHub',
      'Twitter',
      'LinkedIn',
    ]);
    rerender(<SocialLinks social={{ github: '', instagram: '', twitter: '', linkedin: '' }} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
