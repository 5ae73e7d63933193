import { css } from '@forecourt/shared/styled-system/css';
import { ChipChoice } from '@forecourt/shared/ui/ToggleButtonGroup';
import { useState } from 'react';
import type { HoursTab } from './view';

const styles = {
  table: css({ borderCollapse: 'collapse', width: '100%', maxWidth: '28rem', fontSize: 'sm' }),
  caption: css({ textAlign: 'start', fontWeight: 'semibold', pb: '2' }),
  cell: css({ py: '1.5', pe: '4', borderBottomWidth: 'thin', borderColor: 'border', textAlign: 'start' }),
  // Without JavaScript the tabs cannot switch, so every type's table is shown.
  otherTab: css({ '[data-fc-js] &': { display: 'none' } }),
  panels: css({ display: 'grid', gap: '4' }),
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
 * The hours dropdown (spec: 001 §2 "Opening-hours dropdown with tabs per location type"): a chooser of
 * sales, service and parts once JavaScript runs; every table below one another without it.
 * @example <HoursTables tabs={data.hoursTabs} />
 */
export function HoursTables({ tabs }: { tabs: HoursTab[] }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  return (
    <div className={styles.panels}>
      {tabs.length > 1 && (
        <ChipChoice
          aria-label="Opening hours by department"
          options={tabs.map((tab) => ({ id: tab.id, label: tab.label }))}
          selected={selected}
          onSelect={setSelected}
          chipProps={(id) => ({ 'aria-controls': id })}
        />
      )}
      {tabs.map((tab) => (
        <div key={tab.id} id={tab.id} className={tab.id === selected ? undefined : styles.otherTab}>
          <HoursTable tab={tab} />
        </div>
      ))}
    </div>
  );
}
