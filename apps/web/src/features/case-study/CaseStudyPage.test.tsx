import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { project } from '../../test/fixtures';
import { CaseStudyPage } from './CaseStudyPage';

const caseStudy = {
  project: { ...project(1), date: '2024-05', hasCaseStudy: true },
  html: '<h2>How it works</h2><pre><code class="language-ts"><span class="hljs-keyword">const</span> x = 1;</code></pre>',
  headings: [],
  hasMath: false,
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

  it('links back to the projects', () => {
    render(<CaseStudyPage caseStudy={caseStudy} />);
    expect(screen.getByRole('link', { name: '← MY Projects' }).getAttribute('href')).toBe(
      '/projects',
    );
  });
});
