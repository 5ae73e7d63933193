import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

// The server HTML of the kit's Tabs, which is what a visitor without JavaScript gets: every panel, and no
// control that would need a script. (Its hydrated form, react-aria's tabs, is driven in the browser:
// e2e/locations.spec.ts.)

const ITEMS = [
  { id: 'sales', label: 'Sales', panel: <p>Sales hours</p> },
  { id: 'service', label: 'Service', panel: <p>Service hours</p> },
];

describe('Tabs on the server', () => {
  const html = renderToString(<Tabs aria-label="Opening hours by department" items={ITEMS} />);

  it('puts every panel on the page, in order, and no tab list', () => {
    expect(html.indexOf('Sales hours')).toBeGreaterThan(-1);
    expect(html.indexOf('Service hours')).toBeGreaterThan(html.indexOf('Sales hours'));
    expect(html).not.toContain('role="tablist"');
    expect(html).not.toContain('role="tab"');
  });

  it('marks the later panels to hide only once JavaScript runs (the first shows until the tabs work)', () => {
    const panels = html.match(/<div( class="[^"]*")?><p>/g) ?? [];
    expect(panels).toHaveLength(2);
    expect(panels[0]).toBe('<div><p>');
    expect(panels[1]).toMatch(/class="[^"]+"/);
  });
});
