import { css } from '@forecourt/shared/styled-system/css';
import { Tabs } from '@forecourt/shared/ui/Tabs';
import type { HoursTab } from './view';

const styles = {
  table: css({ borderCollapse: 'collapse', width: '100%', maxWidth: '28rem', fontSize: 'sm' }),
  caption: css({ textAlign: 'start', fontWeight: 'semibold', pb: '2' }),
  cell: css({ py: '1.5', pe: '4', borderBottomWidth: 'thin', borderColor: 'border', textAlign: 'start' }),
};

/**
 * One location's weekly hours, Monday–Friday grouped where the days match.
 * @example <HoursTable tab={tabs[0]} />
 */
export function HoursTable({ tab }: { tab: HoursTab }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{tab.name}</caption>
      <tbody>
        {tab.rows.map((row) => (
          <tr key={row.days}>
            <th scope="row" className={styles.cell}>
              {row.days}
            </th>
            <td className={styles.cell}>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The hours dropdown's content (spec: 001 §2 "Opening-hours dropdown with tabs per location type"): a tab
 * per location type of the dealership (sales, service, parts: the kit's react-aria Tabs) once JavaScript
 * runs, every table one under another without it; one type, its table alone.
 * @example <HoursTables tabs={data.hoursTabs} />
 */
export function HoursTables({ tabs }: { tabs: HoursTab[] }) {
  const [only] = tabs;
  if (tabs.length === 1 && only) return <HoursTable tab={only} />;
  return (
    <Tabs
      aria-label="Opening hours by department"
      items={tabs.map((tab) => ({ id: tab.id, label: tab.label, panel: <HoursTable tab={tab} /> }))}
    />
  );
}
