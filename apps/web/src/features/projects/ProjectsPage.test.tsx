import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES } from '../../components/CardGrid';
import { project } from '../../test/fixtures';
import { ProjectsPage } from './ProjectsPage';

describe('ProjectsPage', () => {
  it("shows 'MY Projects' and a card per project with its image, title and description", () => {
    render(<ProjectsPage projects={[project(1), project(2), project(3)]} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('MY Projects');
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('Project 1');
    expect(within(first).getByText('What project 1 does')).toBeTruthy();
  });

  it("shows a dated project's year, or month and year, under its title, and nothing for the others", () => {
    render(
      <ProjectsPage
        projects={[{ ...project(1), date: '2024-05' }, { ...project(2), date: '2019' }, project(3)]}
      />,
    );
    const dates = screen
      .getAllByRole('listitem')
      .map((card) => card.querySelector('time')?.outerHTML ?? null);
    expect(dates).toEqual([
      '<time class="dt-published" datetime="2024-05">May 2024</time>',
      '<time class="dt-published" datetime="2019">2019</time>',
      null,
    ]);
  });

  it("shows a linked repository's stars, language and last update, and nothing once it is gone", () => {
    const repository = {
      url: 'https://github.com/jane/alpha',
      stars: 1234,
      language: 'Rust',
      pushedAt: '2026-11-02T12:00:00Z',
      state: 'ok' as const,
    };
    render(
      <ProjectsPage
        projects={[
          { ...project(1), repository },
          { ...project(2), repository: { ...repository, state: 'gone' } },
          project(3),
        ]}
      />,
    );
    const facts = screen
      .getAllByRole('listitem')
      .map((card) => card.querySelector('[data-repository-facts]')?.textContent ?? null);
    expect(facts).toEqual(['★ 1,234 starsRustUpdated November 2026', null, null]);
  });

  it("links a card's title to its case study when it has one, and keeps both links", () => {
    render(<ProjectsPage projects={[{ ...project(1), hasCaseStudy: true }, project(2)]} />);
    const [withStudy, without] = screen.getAllByRole('heading', { level: 2 });
    expect(
      within(withStudy as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/projects/project-1');
    expect(within(without as HTMLElement).queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Project Link' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'WebSite Link' })).toHaveLength(2);
  });

  it("says the owner's labels on the links, the spec's texts without them, and no website link when there is none", () => {
    render(
      <ProjectsPage
        projects={[
          { ...project(1), project_link_label: 'Code', website_link_label: 'Live demo' },
          { ...project(2), website_link: '' },
          { ...project(3), website_link: '', project_link_label: 'Paper' },
        ]}
      />,
    );
    const linksOf = (card: HTMLElement) =>
      within(card)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    const [labelled, library, paper] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(linksOf(labelled as HTMLElement)).toEqual([
      ['Code', 'https://code.example.com/p1'],
      ['Live demo', 'https://site1.example.com'],
    ]);
    expect(linksOf(library as HTMLElement)).toEqual([
      ['Project Link', 'https://code.example.com/p2'],
    ]);
    expect(linksOf(paper as HTMLElement)).toEqual([['Paper', 'https://code.example.com/p3']]);
  });

  it("draws every card's image at one shape, cropped around the owner's focus", () => {
    const { container } = render(
      <ProjectsPage projects={[{ ...project(1), image_focus: '30 70' }, project(2)]} />,
    );
    const [focused, centred] = [...container.querySelectorAll('img')];
    expect(focused?.style.aspectRatio).toBe('16 / 10');
    expect(focused?.style.objectFit).toBe('cover');
    expect(focused?.style.objectPosition).toBe('30% 70%');
    expect(centred?.style.aspectRatio).toBe('16 / 10');
    expect(centred?.style.objectPosition).toBe('');
    // A later photo's frame holds the same shape, so the page does not move when it is drawn.
    expect(centred?.parentElement?.style.aspectRatio).toBe('16 / 10');
  });

  it("opens 'Project Link' and 'WebSite Link' in a new tab, without the opener", () => {
    render(<ProjectsPage projects={[project(1)]} />);
    const code = screen.getByRole('link', { name: 'Project Link' });
    const site = screen.getByRole('link', { name: 'WebSite Link' });
    expect(code.getAttribute('href')).toBe('https://code.example.com/p1');
    expect(site.getAttribute('href')).toBe('https://site1.example.com');
    for (const link of [code, site]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('aria-describedby')).toBe('project-65a000000000000000000001');
    }
    expect(document.getElementById('project-65a000000000000000000001')?.textContent).toBe(
      'Project 1',
    );
  });

  it('gives images every stored width, their size, and loads only the first at once', () => {
    const { container } = render(<ProjectsPage projects={[project(1), project(2)]} />);
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first?.getAttribute('src')).toBe(project(1).project_image);
    expect(first?.getAttribute('srcset')).toBe(
      [480, 960, 1600]
        .map((w) => `https://example.com/media/images/65a000000000000000000001/${w}.webp ${w}w`)
        .join(', '),
    );
    expect(first?.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    expect([first?.getAttribute('width'), first?.getAttribute('height')]).toEqual(['960', '720']);
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(second?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('shows only the heading when there is no project', () => {
    render(<ProjectsPage projects={[]} />);
    expect(screen.getByRole('heading', { name: 'MY Projects' })).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it("shows a project's tags as links to the projects with that tag", () => {
    render(<ProjectsPage projects={[{ ...project(1), tags: ['rust', 'c++'] }, project(2)]} />);
    const [tagged, untagged] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const links = within(tagged)
      .getAllByRole('link')
      .filter((link) => !link.getAttribute('target'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['rust', '/projects?tag=rust'],
      ['c++', '/projects?tag=c%2B%2B'],
    ]);
    expect(within(untagged).getAllByRole('link')).toHaveLength(2);
  });

  it('offers every tag as a plain link, All first, and marks the current one', () => {
    const projects = [{ ...project(1), tags: ['rust'] }];
    render(
      <ProjectsPage
        projects={projects}
        filter={{ ...onePage(1), tags: ['c#', 'rust'], tag: 'rust' }}
      />,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Filter projects by tag' }));
    const links = nav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/projects'],
      ['c#', '/projects?tag=c%23'],
      ['rust', '/projects?tag=rust'],
      ['See all projects', '/projects'],
    ]);
    expect(nav.getByRole('link', { name: 'rust' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
    expect(nav.getByText(/1 project tagged “rust”/)).toBeTruthy();
  });

  it('says so when no project has the tag, and shows no filter when no project has any', () => {
    const { unmount } = render(
      <ProjectsPage projects={[]} filter={{ ...onePage(0), tags: ['rust'], tag: 'go' }} />,
    );
    expect(screen.getByText(/No project is tagged “go”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
    unmount();
    render(<ProjectsPage projects={[project(1)]} filter={{ ...onePage(1), tags: [] }} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links the pages of a long list as plain links, the current one marked, with the tag kept', () => {
    const filter = { tags: ['rust'], tag: 'rust', page: 2, pageCount: 3, total: 60 };
    render(<ProjectsPage projects={[project(25)]} filter={filter} />);
    const nav = within(screen.getByRole('navigation', { name: 'Pages of projects' }));
    expect(
      nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Previous', '/projects?tag=rust'],
      ['1', '/projects?tag=rust'],
      ['2', '/projects?tag=rust&page=2'],
      ['3', '/projects?tag=rust&page=3'],
      ['Next', '/projects?tag=rust&page=3'],
    ]);
    expect(nav.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
    expect(nav.getByRole('link', { name: 'Next' }).getAttribute('rel')).toBe('next');
    expect(screen.getByText(/60 projects tagged “rust”/)).toBeTruthy();
  });

  it('shows no page links while the list fits one page', () => {
    render(<ProjectsPage projects={[project(1)]} filter={{ ...onePage(1), tags: ['rust'] }} />);
    expect(screen.queryByRole('navigation', { name: 'Pages of projects' })).toBeNull();
  });
});

/** The pages of a list of `total` projects that fits one page. */
function onePage(total: number) {
  return { page: 1, pageCount: 1, total };
}
