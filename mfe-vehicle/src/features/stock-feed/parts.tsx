import type { ReactNode } from 'react';
import { stockFeedStyles as styles } from './styles';

// The two shapes the dealer's stock feed pages are made of: a section named by its heading, and a plain table
// of text rows that scrolls sideways on a phone.

/**
 * A section of the page, named by its heading (a landmark region for screen readers).
 * @example <FeedSection id="import-counts" title="What changed">…</FeedSection>
 */
export function FeedSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One row of a {@link FeedTable}: its key, and its cells in column order. */
export interface FeedTableRow {
  key: string;
  cells: readonly ReactNode[];
}

/**
 * A table with column headers, each row's cells as given.
 * @example <FeedTable columns={['Line', 'Reason']} rows={[{ key: '8', cells: [8, 'POA'] }]} />
 */
export function FeedTable({
  columns,
  rows,
  caption,
}: {
  columns: readonly string[];
  rows: readonly FeedTableRow[];
  caption?: string | null;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place in its row is its column
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
