import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from './Header';

describe('Header', () => {
  it('links the logo home and lists the five pages in order', () => {
    render(<Header brandTitle="Jane Doe" pathname="/about" />);
    expect(screen.getByRole('link', { name: 'Jane Doe' }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Projects', '/projects'],
      ['Certificates', '/certificates'],
      ['Resume', '/resume'],
    ]);
    expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('links the blog after the five pages only while a post is published', () => {
    render(<Header brandTitle="Jane Doe" pathname="/blog" blog />);
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/projects',
      '/certificates',
      '/resume',
      '/blog',
    ]);
    expect(links.at(-1)?.getAttribute('aria-current')).toBe('page');
  });

  it('opens and closes the menu with the hamburger, and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    render(<Header brandTitle="Jane Doe" pathname="/" />);
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(hamburger.getAttribute('aria-controls')).toBe(nav.id);

    await user.click(hamburger);
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    await user.click(hamburger);
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');

    await user.click(hamburger);
    const projects = within(nav).getByRole('link', { name: 'Projects' });
    projects.addEventListener('click', (event) => event.preventDefault());
    await user.click(projects);
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
  });

  it('carries the site search: a plain GET form to /search, beside the five links', () => {
    render(<Header brandTitle="Jane Doe" pathname="/" />);
    const form = screen.getByRole('search', { name: 'Search the site' });
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/search', 'get']);
    const field = within(form).getByRole('searchbox', { name: 'Search the site' });
    expect(field.getAttribute('name')).toBe('q');
    expect(within(form).getByRole('button', { name: 'Search' }).getAttribute('type')).toBe(
      'submit',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link'),
    ).toHaveLength(5);
  });
});
