import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../../test/fake-api';
import { iconOf, icons, profile, quote } from '../../test/fixtures';
import { AboutPage } from './AboutPage';

describe('AboutPage', () => {
  it("heads the personal card with the owner's portrait when there is one", () => {
    const portrait = {
      url: 'https://example.com/media/images/p/480-b.webp',
      variants: [{ url: 'https://example.com/media/images/p/480-b.webp', width: 480, height: 480 }],
    };
    const { unmount } = render(
      <AboutPage profile={profile} icons={icons} quotes={[]} portrait={portrait} />,
    );
    const card = screen.getByRole('region', { name: 'Personal card' });
    const img = within(card).getByRole('img', { name: 'Jane Doe' });
    expect(img.getAttribute('srcset')).toBe(`${portrait.url} 480w`);
    unmount();
    render(<AboutPage profile={profile} icons={icons} quotes={[]} />);
    expect(
      within(screen.getByRole('region', { name: 'Personal card' })).queryByRole('img'),
    ).toBeNull();
  });

  it('shows the personal card with the location, the role and the hobbies', () => {
    render(<AboutPage profile={profile} icons={icons} quotes={[]} />);
    const card = screen.getByRole('region', { name: 'Personal card' });
    expect(card.textContent).toContain('Hi Everyone, I am Jane Doe from Lisbon.');
    expect(card.textContent).toContain(
      'Apart from coding, some other activities that I love to do!',
    );
    expect(card.textContent).toContain('front-end web developer');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Playing Games', 'Web/App Testing', 'Tweeting thoughts']);
    expect(screen.queryByRole('blockquote')).toBeNull();
  });

  it('shows the active quote inside brackets, cased by the theme, with an attribution line', () => {
    render(<AboutPage profile={profile} icons={icons} quotes={[quote]} />);
    const figure = screen.getByRole('figure');
    const text = within(figure).getByRole('blockquote');
    // The theme's --quote-case draws it in capitals (Classic's, the spec's), not the markup.
    expect(text.textContent).toBe(`[ ${quote.quote} ]`);
    expect(figure.querySelector('figcaption')?.textContent).toBe('— Jane Doe');
  });

  it("names the quote's author instead of the owner when it has one", () => {
    render(<AboutPage profile={profile} icons={icons} quotes={[{ ...quote, author: 'Ada' }]} />);
    expect(screen.getByRole('figure').querySelector('figcaption')?.textContent).toBe('— Ada');
  });

  it("says the introduction and the hobbies line in the owner's words", () => {
    const texts = {
      aboutIntroduction: 'Hello, {name} here, writing from {location}; {unknown} stays.',
      hobbiesLine: 'When not coding:',
    };
    render(<AboutPage profile={profile} icons={icons} quotes={[]} texts={texts} />);
    const card = screen.getByRole('region', { name: 'Personal card' });
    expect(card.textContent).toContain(
      'Hello, Jane Doe here, writing from Lisbon; {unknown} stays.',
    );
    expect(within(card).getByText('Jane Doe').tagName).toBe('STRONG');
    expect(card.textContent).toContain('When not coding:');
    expect(card.textContent).not.toContain('Apart from coding');
  });

  it("has 'Professional Skillset' with 8 named icons and 'Tools I use' with 4", () => {
    render(<AboutPage profile={profile} icons={icons} quotes={[]} />);
    const skills = screen.getByRole('region', { name: 'Professional Skillset' });
    const skillItems = within(skills).getAllByRole('listitem');
    expect(skillItems).toHaveLength(8);
    expect(skillItems.every((item) => item.querySelector('svg'))).toBe(true);
    expect(skillItems.map((item) => item.textContent)).toEqual([
      'JavaScript',
      'TypeScript',
      'Python',
      'Node.js',
      'React',
      'MongoDB',
      'PostgreSQL',
      'Git',
    ]);
    const tools = screen.getByRole('region', { name: 'Tools I use' });
    expect(
      within(tools)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visual Studio Code', 'Postman', 'Google Chrome', 'Linux']);
  });

  it('draws each icon inline from the page data, and a text entry as its name alone', () => {
    const mixed = {
      ...profile,
      skills: [{ icon: 'rust' }, { text: 'COBOL' }, { icon: 'javascript' }],
    };
    render(
      <AboutPage profile={mixed} icons={{ ...icons, rust: iconOf('rust', 'Rust') }} quotes={[]} />,
    );
    const skills = screen.getByRole('region', { name: 'Professional Skillset' });
    const items = within(skills).getAllByRole('listitem');
    // The text entry's stand-in ('CO') is hidden from screen readers; its name is read.
    expect(items.map((item) => item.textContent)).toEqual(['Rust', 'COCOBOL', 'JavaScript']);
    const rust = items[0]?.querySelector('svg');
    expect(rust?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(rust?.getAttribute('aria-hidden')).toBe('true');
    expect(rust?.querySelector('path')?.getAttribute('d')).toBe('M0 0h24v24H0z');
    expect(items[1]?.querySelector('svg')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('COBOL')).toBeTruthy();
  });

  it('shows the contribution calendar only when the profile names a username', async () => {
    const api = fakeApi(() => reply.ok({ total: { lastYear: 3 }, contributions: [] }));
    const { rerender } = render(<AboutPage profile={profile} icons={icons} quotes={[]} />);
    expect(screen.queryByRole('heading', { name: 'Days I Code' })).toBeNull();
    rerender(
      <AboutPage
        profile={{ ...profile, contributionsUsername: 'jane' }}
        icons={icons}
        quotes={[]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Days I Code' })).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: '3 contributions in the last year' }),
    ).toBeTruthy();
    expect(api.requests).toHaveLength(1);
  });
});
