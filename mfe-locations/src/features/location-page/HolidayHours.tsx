import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import type { DialogProps } from '@forecourt/shared/ui/Dialog';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { HolidayRow } from './view';

const styles = {
  table: css({ borderCollapse: 'collapse', width: '100%', fontSize: 'sm' }),
  cell: css({ py: '1.5', pe: '4', borderBottomWidth: 'thin', borderColor: 'border', textAlign: 'start' }),
  // The dialog needs JavaScript; without it the same table is on the page.
  noScript: css({ '[data-fc-js] &': { display: 'none' } }),
  heading: css({ m: '0', fontSize: 'md', fontWeight: 'semibold' }),
};

// The kit's Dialog (with its overlay code, ~20 KiB brotli) is its own chunk, fetched on the first press of
// View Holiday Hours rather than with the page: a closed dialog renders nothing, on the server too, so
// the server HTML and the first render are the same either way.
const Dialog = lazy<ComponentType<DialogProps>>(() =>
  import('@forecourt/shared/ui/Dialog').then(
    (module) => ({ default: module.Dialog }),
    (error: unknown) => {
      // A chunk that cannot load (offline, a deploy in between) opens nothing; the page stays usable.
      console.error('mfe-locations: the holiday hours dialog failed to load', error);
      return { default: () => null };
    },
  ),
);

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
      {open ? (
        <Suspense fallback={null}>
          <Dialog title="Holiday Hours" isOpen onOpenChange={setOpen}>
            <HolidayTable rows={rows} />
          </Dialog>
        </Suspense>
      ) : null}
      <section className={styles.noScript} aria-label="Holiday Hours">
        <h3 className={styles.heading}>Holiday Hours</h3>
        <HolidayTable rows={rows} />
      </section>
    </>
  );
}
