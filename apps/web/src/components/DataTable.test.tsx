import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Column, DataTable } from './DataTable';

interface Thing {
  id: string;
  title: string;
  note: string;
}

const THINGS: Thing[] = [
  { id: 'a', title: 'Alpha', note: 'First' },
  { id: 'b', title: 'Beta', note: 'Second' },
];

function table(onEdit: (thing: Thing) => void, rowName?: (thing: Thing) => string) {
  const columns: Column<Thing>[] = [
    { header: 'Title', cell: (t) => t.title, text: (t) => t.title },
    { header: 'Note', cell: (t) => t.note },
    {
      header: 'Action',
      cell: (t) => (
        <div>
          <button type="button" onClick={() => onEdit(t)}>
            Edit
          </button>
          <button type="button">Delete</button>
        </div>
      ),
    },
  ];
  render(
    <DataTable
      caption="Things"
      rows={THINGS}
      rowKey={(t) => t.id}
      columns={columns}
      emptyText="None"
      {...(rowName ? { rowName } : {})}
    />,
  );
  return screen.getByRole('table', { name: 'Things' });
}

describe('DataTable on a narrow screen', () => {
  it("labels each cell with its column's name, for the cards", () => {
    const rows = within(table(vi.fn())).getAllByRole('row').slice(1);
    for (const row of rows) {
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.dataset.label),
      ).toEqual(['S No.', 'Title', 'Note', 'Action']);
    }
  });

  it("folds a row's actions into one menu button, named after the row, that the keyboard opens and Escape closes", async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    table(onEdit);
    const toggle = screen.getByRole('button', { name: 'Actions Beta' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu?.dataset.open).toBe('false');
    expect(
      within(menu as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Delete']);

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.dataset.open).toBe('true');
    await user.click(within(menu as HTMLElement).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(THINGS[1]);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The other row's menu stays closed.
    expect(
      screen.getByRole('button', { name: 'Actions Alpha' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('names the menu as the screen says', () => {
    table(vi.fn(), (t) => `thing ${t.note}`);
    expect(screen.getByRole('button', { name: 'Actions thing First' })).toBeTruthy();
  });
});
