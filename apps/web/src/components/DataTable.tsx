import { type DragEvent, type ReactNode, useId, useState } from 'react';
import styles from './DataTable.module.css';
import { RowActions } from './RowActions';

/** The spec's last column: the row's buttons, folded into one menu on a narrow screen. */
const ACTION_HEADER = 'Action';

export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** The text the search box looks in; a column without it (Action) is not searched. */
  text?(row: Row): string;
  /** Long text is cut to three lines in the cell. */
  clamp?: boolean;
}

/**
 * Rows the person may put in another order by dragging them by their handle (mouse or touch-pad);
 * the keyboard way (Move up / Move down buttons) is the screen's own.
 */
interface RowOrder<Row> {
  /** Whether `row` may take the place of `target` (e.g. only within its group); false while busy. */
  canDrop(row: Row, target: Row): boolean;
  /** `row` was dropped on `target`: it takes target's place, the rows between shift by one. */
  onDrop(row: Row, target: Row): void;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers, e.g. 'Projects'. */
  caption: string;
  rows: readonly Row[];
  rowKey(row: Row): string;
  columns: readonly Column<Row>[];
  /** What shows when there are no rows at all. */
  emptyText: string;
  order?: RowOrder<Row> | undefined;
  /** What the row's 'Actions' menu is named after for screen readers; its first column with text else. */
  rowName?(row: Row): string;
}

const matches = (query: string) => (text: string) => text.toLowerCase().includes(query);

/**
 * A table with an 'S No.' column and a search box that filters the rows as the person types,
 * case-insensitively over every visible column with text. On a narrow screen each row is a card
 * of its cells, each under its column's name, and the 'Action' column's buttons are one menu
 * (`RowActions`), named after the row.
 */
export function DataTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  emptyText,
  order,
  rowName,
}: DataTableProps<Row>) {
  const [search, setSearch] = useState('');
  const [dragged, setDragged] = useState<Row | undefined>();
  const [over, setOver] = useState<string | undefined>();
  const searchId = useId();
  const query = search.trim().toLowerCase();
  const visible = query
    ? rows.filter((row) =>
        columns.some((column) => column.text && matches(query)(column.text(row))),
      )
    : rows;
  const emptyMessage = rows.length === 0 ? emptyText : `Nothing matches "${search.trim()}"`;
  const named = columns.find((column) => column.text);
  const nameOf = (row: Row) => rowName?.(row) ?? named?.text?.(row) ?? '';
  const cellOf = (column: Column<Row>, row: Row) => {
    if (column.header === ACTION_HEADER) {
      return <RowActions name={nameOf(row)}>{column.cell(row)}</RowActions>;
    }
    return column.clamp ? (
      <span className={styles.clamp}>{column.cell(row)}</span>
    ) : (
      column.cell(row)
    );
  };

  const endDrag = () => {
    setDragged(undefined);
    setOver(undefined);
  };
  function startDrag(event: DragEvent<HTMLElement>, row: Row) {
    event.dataTransfer.effectAllowed = 'move';
    // Some browsers start a drag only with data; the row itself is what is seen moving.
    event.dataTransfer.setData('text/plain', rowKey(row));
    const tr = event.currentTarget.closest('tr');
    if (tr) event.dataTransfer.setDragImage(tr, 16, 16);
    setDragged(row);
  }
  const droppable = (target: Row) =>
    dragged !== undefined && dragged !== target && order?.canDrop(dragged, target) === true;
  /** Where the dragged row would go: above the target when it comes from below, else under it. */
  const dropClass = (target: Row) =>
    dragged !== undefined && rows.indexOf(dragged) > rows.indexOf(target)
      ? styles.dropBefore
      : styles.dropAfter;
  const dropHandlers = (target: Row) => ({
    onDragOver(event: DragEvent<HTMLTableRowElement>) {
      if (!droppable(target)) {
        setOver(undefined);
        return;
      }
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(rowKey(target));
    },
    onDrop(event: DragEvent<HTMLTableRowElement>) {
      event.preventDefault();
      if (dragged !== undefined && droppable(target)) order?.onDrop(dragged, target);
      endDrag();
    },
  });

  return (
    <div className={styles.wrapper}>
      <div className={styles.search}>
        <label htmlFor={searchId}>Search</label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">S No.</th>
              {columns.map((column) => (
                <th scope="col" key={column.header}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className={styles.empty}>
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              visible.map((row, index) => (
                <tr
                  key={rowKey(row)}
                  className={over === rowKey(row) ? dropClass(row) : undefined}
                  {...(order && dropHandlers(row))}
                >
                  {order ? (
                    <td
                      data-label="S No."
                      className={styles.handle}
                      draggable
                      title="Drag to reorder"
                      data-drag-handle
                      onDragStart={(event) => startDrag(event, row)}
                      onDragEnd={endDrag}
                    >
                      {index + 1}
                    </td>
                  ) : (
                    <td data-label="S No.">{index + 1}</td>
                  )}
                  {columns.map((column) => (
                    <td key={column.header} data-label={column.header}>
                      {cellOf(column, row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
