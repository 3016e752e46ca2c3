import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resume } from '../../test/fixtures';
import { ResumePage } from './ResumePage';

vi.mock('./PdfViewer', () => {
  throw new Error('the chunk could not be fetched');
});

describe('ResumePage without its viewer', () => {
  it("says 'Failed to load PDF file.' when the viewer's code cannot be loaded, and keeps the links", async () => {
    render(<ResumePage resumes={[resume]} />);
    expect(await screen.findByText('Failed to load PDF file.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Download' })).toHaveLength(2);
  });
});
