import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { Dialog } from '@forecourt/shared/ui/Dialog';
import { useState } from 'react';
import type { HolidayRow } from './view';

const styles = {
  table: css({ borderCollapse: 'collapse', width: '100%', fontSize: 'sm' }),
  cell: css({ py: '1.5', pe: '4', borderBottomWidth: 'thin', borderColor: 'border', textAlign: 'start' }),
  // The dialog needs JavaScript; without it the same table is on the page.
  noScript: css({ '[data-fc-js] &': { display: 'none' } }),
  heading: css({ m: '0', fontSize: 'md', fontWeight: 'semibold' }),
};

function HolidayTable({ rows }: { rows: HolidayRow[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th className={styles.cell}>Date</th>
          <th className={styles.cell}>Holiday</th>
          <th className={styles.cell}>Hours</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.date}>
            <td className={styles.cell}>{row.date}</td>
            <td className={styles.cell}>{row.name}</td>
            <td className={styles.cell}>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * "View Holiday Hours" and its dialog, only when the location has special hours (spec: 001 §4); without
 * JavaScript the holiday table is shown in place.
 * @example <HolidayHours rows={data.holidayHours} />
 */
export function HolidayHours({ rows }: { rows: HolidayRow[] }) {
  const [open, setOpen] = useState(false);
  if (rows.length === 0) return null;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        View Holiday Hours
      </Button>
      <Dialog title="Holiday Hours" isOpen={open} onOpenChange={setOpen}>
        <HolidayTable rows={rows} />
      </Dialog>
      <section className={styles.noScript} aria-label="Holiday Hours">
        <h3 className={styles.heading}>Holiday Hours</h3>
        <HolidayTable rows={rows} />
      </section>
    </>
  );
}
