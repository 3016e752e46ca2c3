import { render, screen, within } from '@testing-library/react';
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

  it('shows the screenshots as lazy thumbnails, each a plain link to its large image', () => {
    const variant = (name: string, width: number) => ({
      url: `https://example.com/media/${name}-${width}.webp`,
      width,
      height: width / 2,
    });
    const screenshots = [
      {
        _id: 'a'.repeat(24),
        alt: 'The map view',
        url: variant('map', 640).url,
        variants: [variant('map', 320), variant('map', 640), variant('map', 1280)],
      },
      {
        _id: 'b'.repeat(24),
        alt: '',
        url: variant('list', 320).url,
        variants: [variant('list', 320)],
      },
    ];
    render(<CaseStudyPage caseStudy={{ ...caseStudy, screenshots }} />);
    const gallery = screen.getByRole('region', { name: 'Screenshots' });
    const links = within(gallery).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      variant('map', 1280).url,
      variant('list', 320).url,
    ]);
    const map = within(gallery).getByRole('img', { name: 'The map view' });
    expect(map.getAttribute('loading')).toBe('lazy');
    expect(map.getAttribute('srcset')).toContain(`${variant('map', 320).url} 320w`);
    expect([map.getAttribute('width'), map.getAttribute('height')]).toEqual(['640', '320']);
    // Without alt text, a screenshot is named by its place and project.
    expect(within(gallery).getByRole('img', { name: 'Screenshot 2 of Project 1' })).toBeTruthy();
  });

  it('shows no gallery for a project without screenshots', () => {
    render(<CaseStudyPage caseStudy={caseStudy} />);
    expect(screen.queryByRole('region', { name: 'Screenshots' })).toBeNull();
  });
});
