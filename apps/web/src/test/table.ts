import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The texts of a table's column headers, in order. */
export const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** Queries inside the table row that holds a cell with this text. */
export function rowOf(cellText: string) {
  const row = screen.getByRole('cell', { name: cellText }).closest('tr');
  if (!row) throw new Error(`no row for ${cellText}`);
  return within(row);
}

/**
 * Opens the Edit dialog of the row with a cell of this text, once the row is shown; `subject`
 * names the dialog (`Edit ${subject}`).
 */
export async function openRowEditor(user: UserEvent, cellText: string, subject: string) {
  await screen.findByRole('cell', { name: cellText });
  await user.click(rowOf(cellText).getByRole('button', { name: /^Edit/ }));
  return within(screen.getByRole('dialog', { name: `Edit ${subject}` }));
}

/** The texts of one column of a table's body rows, top to bottom (`column` counts from 0). */
export const columnTexts = (table: HTMLElement, column: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]?.textContent);
