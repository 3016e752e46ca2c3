import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import PdfViewer from './PdfViewer';

/** What the viewer handed to react-pdf, which needs a real browser (the browser tests draw it). */
const seen = vi.hoisted(() => ({
  document: {} as Record<string, unknown>,
  pages: [] as Record<string, unknown>[],
}));

vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.mjs' }));
vi.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: { workerSrc: '' } },
  PasswordResponses: { NEED_PASSWORD: 1, INCORRECT_PASSWORD: 2 },
  Document: (props: Record<string, unknown> & { children: ReactNode }) => {
    seen.document = props;
    return <div>{props.children}</div>;
  },
  Page: (props: Record<string, unknown>) => {
    seen.pages.push(props);
    return null;
  },
}));

type OnPassword = (answer: (password: string) => void, reason: number) => void;

describe('PdfViewer', () => {
  it("draws page 1 only, at the scale, with react-pdf's texts, and its worker from our assets", async () => {
    const { pdfjs } = await import('react-pdf');
    render(<PdfViewer file="/media/documents/a.pdf" scale={1.2} />);
    expect(pdfjs.GlobalWorkerOptions.workerSrc).toBe('/assets/pdf.worker.mjs');
    expect(seen.document).toMatchObject({
      file: '/media/documents/a.pdf',
      loading: 'Loading PDF…',
      error: 'Failed to load PDF file.',
      noData: 'No PDF file specified.',
    });
    expect(seen.pages.at(-1)).toMatchObject({
      pageNumber: 1,
      scale: 1.2,
      loading: 'Loading page…',
      error: 'Failed to load the page.',
      noData: 'No page specified.',
    });
  });

  it('asks for the password in the page, then again after a wrong one', async () => {
    const user = userEvent.setup();
    render(<PdfViewer file="/media/documents/locked.pdf" scale={1.6} />);
    const onPassword = seen.document.onPassword as OnPassword;
    const answer = vi.fn();
    act(() => onPassword(answer, 1));
    await user.type(
      screen.getByLabelText('Enter the password to open this PDF file.'),
      'wrong{Enter}',
    );
    expect(answer).toHaveBeenCalledWith('wrong');
    expect(screen.queryByRole('textbox')).toBeNull();
    act(() => onPassword(answer, 2));
    await user.type(
      screen.getByLabelText('Invalid password. Please try again.'),
      'openpassword{Enter}',
    );
    expect(answer).toHaveBeenLastCalledWith('openpassword');
    expect(screen.queryByLabelText(/password/)).toBeNull();
  });
});
