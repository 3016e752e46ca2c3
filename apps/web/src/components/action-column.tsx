import ui from './admin-ui.module.css';
import type { Column } from './DataTable';
import { ItemButton, type ItemButtonProps } from './ItemButton';

/** One of a row's buttons: its label and what it does; the row's name is read after the label. */
export type RowAction = Omit<ItemButtonProps, 'itemName'>;

/**
 * The Action column of a management table (spec §2): the row's buttons, in their order, each named
 * for the row to screen readers; a `false` or `undefined` in the list is a button the row has not.
 * Not searched.
 */
export function actionColumn<Row>(
  nameOf: (row: Row) => string,
  actionsOf: (row: Row) => (RowAction | false | undefined)[],
): Column<Row> {
  return {
    header: 'Action',
    cell: (row) => (
      <div className={ui.actions}>
        {actionsOf(row).map(
          (action, place) =>
            action && (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's buttons are one list in a fixed order, each at its place: one whose label changes (Hide to Show) stays the same button and keeps the focus
              <ItemButton key={place} itemName={nameOf(row)} {...action} />
            ),
        )}
      </div>
    ),
  };
}
