import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resume } from '../../test/fixtures';
import { ResumePage } from './ResumePage';

// pdf.js needs a real browser: the viewer stands in as a component that shows its props.
vi.mock('./PdfViewer', () => ({
  default: ({ file, scale }: { file: string; scale: number }) => (
    <p>
      viewer {file} {scale}
    </p>
  ),
}));

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

afterEach(() => setWidth(1024));

describe('ResumePage', () => {
  it("has a 'Download' link above and below the page, and 'Loading PDF…' until the viewer is here", async () => {
    render(<ResumePage resumes={[resume]} />);
    const links = screen.getAllByRole('link', { name: 'Download' });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe(resume.resume_file);
      expect(link.hasAttribute('download')).toBe(true);
    }
    expect(screen.getByText('Loading PDF…')).toBeTruthy();
    expect(await screen.findByText(`viewer ${resume.resume_file} 1.2`)).toBeTruthy();
  });

  it("says 'Page 1 of N' beside each 'Download' link, and nothing when the pages were never counted", () => {
    const { unmount } = render(<ResumePage resumes={[{ ...resume, pageCount: 4 }]} />);
    const said = screen.getAllByText('Page 1 of 4');
    expect(said).toHaveLength(2);
    for (const text of said) {
      expect(text.parentElement?.querySelector('a')?.textContent).toBe('Download');
    }
    unmount();
    render(<ResumePage resumes={[{ ...resume, pageCount: null }]} />);
    expect(screen.queryByText(/^Page 1 of/)).toBeNull();
  });

  it('scales the page 1.6 above 1024 px, 1.2 above 786 px, else 0.6, following the window', async () => {
    setWidth(1280);
    render(<ResumePage resumes={[resume]} />);
    expect(await screen.findByText(`viewer ${resume.resume_file} 1.6`)).toBeTruthy();
    for (const [width, scale] of [
      [1025, '1.6'],
      [1024, '1.2'],
      [787, '1.2'],
      [786, '0.6'],
      [375, '0.6'],
    ] as const) {
      act(() => setWidth(width));
      expect(screen.getByText(`viewer ${resume.resume_file} ${scale}`)).toBeTruthy();
    }
  });

  it('shows nothing but its hidden heading when there is no resume', () => {
    render(<ResumePage resumes={[]} />);
    expect(screen.getByRole('heading', { name: 'Resume' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
