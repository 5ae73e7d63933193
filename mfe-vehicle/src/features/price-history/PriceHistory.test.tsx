import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PriceHistory } from './PriceHistory';
import { priceHistoryViewOf } from './view';

describe('PriceHistory', () => {
  const view = priceHistoryViewOf(
    [
      { price: 38_990, changed_at: '2026-10-01T02:00:00Z' },
      { price: 35_990, changed_at: '2026-11-10T02:00:00Z' },
    ],
    new Date('2026-11-28T00:00:00Z'),
  );
  const html = view ? renderToStaticMarkup(<PriceHistory view={view} />) : '';

  it('is a section named by its heading, a chart named by its sentence, and a table behind a disclosure', () => {
    expect(html).toMatch(/<section [^>]*aria-labelledby="([^"]+)"[^>]*><h2 id="\1"[^>]*>Price history<\/h2>/);
    const summaryId = html.match(/<p id="([^"]+)"[^>]*>Down \$3,000 since/)?.[1];
    expect(html).toContain(`role="img" aria-labelledby="${summaryId}"`);
    expect(html).toMatch(/<details><summary[^>]*>Every price change<\/summary><table/);
    expect(html).toContain('<td>1 Oct 2026</td><td>$38,990</td><td>Listed</td>');
    expect(html).toContain('<td>10 Nov 2026</td><td>$35,990</td><td>−$3,000</td>');
  });

  it('draws without a style attribute (the page CSP allows none)', () => {
    expect(html).not.toContain('style=');
  });
});
