import { css } from '@forecourt/shared/styled-system/css';
import type { ReactNode } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components/Tabs';
import { useHydrated } from './use-hydrated';

/** One tab: its id, what its tab says, and its panel. */
export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tab list (what the tabs choose between). */
  'aria-label': string;
  /** At least one; the first is selected at first. */
  items: readonly TabItem[];
}

const styles = {
  root: css({ display: 'grid', gap: '3' }),
  list: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '1',
    borderBottomWidth: 'thin',
    borderBottomStyle: 'solid',
    borderColor: 'border',
  }),
  tab: css({
    px: '3',
    py: '1.5',
    minHeight: 'control.md',
    fontWeight: 'semibold',
    color: 'mutedText',
    cursor: 'pointer',
    borderBottomWidth: '2px',
    borderBottomStyle: 'solid',
    borderColor: 'transparent',
    mb: '-1px',
    '&[data-hovered]': { color: 'text' },
    '&[data-selected]': { color: 'text', borderColor: 'primary' },
    _focusVisible: { focusRing: 'outside' },
    _highContrast: { '&[data-selected]': { borderColor: 'Highlight' } },
  }),
  panel: css({ _focusVisible: { focusRing: 'outside' } }),
  // Before hydration every panel is in the HTML; with JavaScript on only the first shows until the tabs work.
  laterPanel: css({ '[data-fc-js] &': { display: 'none' } }),
};

/**
 * react-aria-components' `Tabs` with the kit's look: a tab list (arrow keys move between the tabs, each
 * selects its panel) over the selected panel. Without JavaScript (and until the island hydrates) there
 * are no tabs: every panel is on the page, one under another, so nothing is out of reach.
 *
 * @example <Tabs aria-label="Opening hours by department" items={[{ id: 'sales', label: 'Sales', panel: <SalesHours /> }]} />
 */
export function Tabs({ items, 'aria-label': label }: TabsProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <div className={styles.root}>
        {items.map((item, index) => (
          <div key={item.id} className={index === 0 ? undefined : styles.laterPanel}>
            {item.panel}
          </div>
        ))}
      </div>
    );
  }
  return (
    <AriaTabs className={styles.root} defaultSelectedKey={items[0]?.id}>
      <TabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.panel}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
