import { type ReactNode, useId, useState } from 'react';
import styles from './DataTable.module.css';

export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** The text the search box looks in; a column without it (Action) is not searched. */
  text?(row: Row): string;
  /** Long text is cut to three lines in the cell. */
  clamp?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers, e.g. 'Projects'. */
  caption: string;
  rows: readonly Row[];
  rowKey(row: Row): string;
  columns: readonly Column<Row>[];
  /** What shows when there are no rows at all. */
  emptyText: string;
}

const matches = (query: string) => (text: string) => text.toLowerCase().includes(query);

/**
 * A table with an 'S No.' column and a search box that filters the rows as the person types,
 * case-insensitively over every visible column with text.
 */
export function DataTable<Row>({ caption, rows, rowKey, columns, emptyText }: DataTableProps<Row>) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const query = search.trim().toLowerCase();
  const visible = query
    ? rows.filter((row) =>
        columns.some((column) => column.text && matches(query)(column.text(row))),
      )
    : rows;
  const emptyMessage = rows.length === 0 ? emptyText : `Nothing matches "${search.trim()}"`;

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
                <tr key={rowKey(row)}>
                  <td>{index + 1}</td>
                  {columns.map((column) => (
                    <td key={column.header}>
                      {column.clamp ? (
                        <span className={styles.clamp}>{column.cell(row)}</span>
                      ) : (
                        column.cell(row)
                      )}
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
