import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOC_MIN_HEADINGS } from '../../components/TableOfContents';
import { project } from '../../test/fixtures';
import { CaseStudyPage } from './CaseStudyPage';

const caseStudy = {
  project: { ...project(1), date: '2024-05', hasCaseStudy: true },
  html: '<h2>How it works</h2><pre><code class="language-ts"><span class="hljs-keyword">const</span> x = 1;</code></pre>',
  headings: [],
  hasMath: false,
};

/** A long case study: three headings, the second under the first. */
const long = {
  ...caseStudy,
  html: '<h2 id="h-why">Why</h2><p>a</p><h3 id="h-before">Before</h3><p>b</p><h2 id="h-how">How</h2><p>c</p>',
  headings: [
    { level: 2 as const, text: 'Why', id: 'h-why' },
    { level: 3 as const, text: 'Before', id: 'h-before' },
    { level: 2 as const, text: 'How', id: 'h-how' },
  ],
};

describe('CaseStudyPage', () => {
  it("shows the project's title, date, image and both links, then the rendered case study", () => {
    const { container } = render(<CaseStudyPage caseStudy={caseStudy} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Project 1');
    expect(container.querySelector('time')?.textContent).toBe('May 2024');
    expect(container.querySelector('img')?.getAttribute('src')).toBe(project(1).project_image);
    expect(screen.getByRole('link', { name: 'Project Link' }).getAttribute('href')).toBe(
      'https://code.example.com/p1',
    );
    expect(screen.getByRole('link', { name: 'WebSite Link' }).getAttribute('href')).toBe(
      'https://site1.example.com',
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('How it works');
    expect(container.querySelector('.hljs-keyword')?.textContent).toBe('const');
  });

  it('shows a long case study’s table of contents, nested by level, linking each heading', () => {
    render(<CaseStudyPage caseStudy={long} />);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = [...toc.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Why', '#h-why'],
      ['Before', '#h-before'],
      ['How', '#h-how'],
    ]);
    expect(toc.querySelector('li li a')?.textContent).toBe('Before');
    expect(toc.querySelectorAll(':scope > ol > li')).toHaveLength(2);
  });

  it(`has no table of contents under ${TOC_MIN_HEADINGS} headings`, () => {
    render(<CaseStudyPage caseStudy={{ ...long, headings: long.headings.slice(0, 2) }} />);
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
  });

  it('links back to the projects', () => {
    render(<CaseStudyPage caseStudy={caseStudy} />);
    expect(screen.getByRole('link', { name: '← MY Projects' }).getAttribute('href')).toBe(
      '/projects',
    );
  });
});
