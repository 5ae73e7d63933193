import { FragmentSiteSettingsSchema } from '@forecourt/shared';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it, vi } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { toVehiclePageData } from '../vehicle-page/view-model';
import { StickyBars } from './StickyBars';

// The bars as they render once the page has scrolled past both thresholds (the scroll itself is the
// shared `stickyBarsAt`'s tests and the vehicle-sidebar journey's).
vi.mock('./use-sticky-bars', () => ({ useStickyBars: () => ({ header: true, actionBar: true }) }));

function actionBar(features: Record<string, unknown>): string {
  const settings = FragmentSiteSettingsSchema.parse({ features, phones: { default: '(07) 3391 4400' } });
  const data = toVehiclePageData(sampleCar(), { remoteVersion: '1.0.0', tenant: { slug: 'sunvalley' }, settings });
  if (data.availability !== 'in-stock') throw new Error('expected an in-stock car');
  const html = renderToStaticMarkup(<StickyBars data={data} />);
  const bar = /<nav[^>]*data-fc-sticky="action-bar"[^>]*>[\s\S]*<\/nav>/.exec(html)?.[0];
  if (!bar) throw new Error('no action bar');
  return bar;
}

describe('StickyBars (scrolled)', () => {
  it("offers 'Instant Message' in the action bar where the dealer chose it, a button that opens the enquiry form (spec: 001 §2)", () => {
    const bar = actionBar({ instantMessage: true });
    expect(bar).toMatch(/<button[^>]*>Instant Message<\/button>/);
    expect(bar).not.toContain('Enquire Now');
    expect(bar).toContain('Call Now');
  });

  it("offers 'Enquire Now' everywhere else", () => {
    const bar = actionBar({});
    expect(bar).toMatch(/<button[^>]*>Enquire Now<\/button>/);
    expect(bar).not.toContain('Instant Message');
  });
});
