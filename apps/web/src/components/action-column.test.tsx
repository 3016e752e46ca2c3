import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { actionColumn } from './action-column';

/** One row's Action cell, with a Hide/Show button whose label follows its state. */
function Row({ featured }: { featured: boolean }) {
  const [shown, setShown] = useState(true);
  const column = actionColumn<{ title: string }>(
    (row) => row.title,
    () => [
      { label: shown ? 'Hide' : 'Show', onClick: () => setShown(!shown) },
      featured && { label: 'Unfeature', onClick: () => {} },
      { label: 'Delete', danger: true, onClick: () => {} },
    ],
  );
  return <>{column.cell({ title: 'Gallery App' })}</>;
}

describe('actionColumn', () => {
  it("draws the row's buttons in order, named for the row, leaving out those it has not", () => {
    render(<Row featured={false} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Hide Gallery App',
      'Delete Gallery App',
    ]);
    expect(screen.getByRole('button', { name: 'Delete Gallery App' }).className).toMatch(/danger/);
  });

  it('keeps the focus on a button whose label changes when it is pressed (Hide, then Show)', async () => {
    const user = userEvent.setup();
    render(<Row featured />);
    const hide = screen.getByRole('button', { name: 'Hide Gallery App' });
    await user.click(hide);
    const show = screen.getByRole('button', { name: 'Show Gallery App' });
    expect(show).toBe(hide);
    expect(document.activeElement).toBe(show);
  });
});
