import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PAGE_PATH, SERVICE_CENTRE, sampleLocation, samplePageLoad } from '../../test-fixtures';
import { HoursTables } from './HoursTables';
import { LocationPage } from './LocationPage';
import { hoursTabsOf, toLocationPageData } from './view';

// The Opening Hours dropdown as the fragment Worker renders it (spec: 001 §2 "Opening-hours dropdown with
// tabs per location type"): a native disclosure, open, around the department chooser; every table in the
// HTML, so the page is complete without JavaScript.

describe('the Opening Hours dropdown', () => {
  it('is an open native disclosure headed Opening Hours, around the chooser by department', () => {
    const html = renderToStaticMarkup(
      <LocationPage {...toLocationPageData(samplePageLoad(), new Date(), SAMPLE_PAGE_PATH)} />,
    );
    expect(html).toMatch(
      /<details open=""><summary><h2 id="opening-hours-heading"[^>]*>Opening Hours<\/h2><\/summary><div[^>]*><div [^>]*aria-label="Opening hours by department" role="radiogroup"/,
    );
  });

  it('has every department’s table, captioned with its shortened name, in the HTML', () => {
    const tabs = hoursTabsOf(sampleLocation(), [SERVICE_CENTRE], 'Harbour City Toyota');
    const html = renderToStaticMarkup(<HoursTables tabs={tabs} />);
    expect([...html.matchAll(/<caption[^>]*>([^<]+)<\/caption>/g)].map((match) => match[1])).toEqual([
      'Parramatta',
      'Service Centre',
    ]);
  });
});
