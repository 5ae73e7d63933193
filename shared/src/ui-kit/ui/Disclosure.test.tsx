import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './Disclosure';

// The server HTML of the kit's Disclosure, which is what a visitor without JavaScript gets: the panel
// shown, and no button that would need a script. (Its hydrated form, react-aria's disclosure, is driven in
// the browser: e2e/locations.spec.ts.)

describe('Disclosure on the server', () => {
  const html = renderToString(
    <Disclosure title="Opening Hours" headingId="hours-heading">
      <p>Hours</p>
    </Disclosure>,
  );

  it('is a heading of plain text over its shown panel: nothing needs a script', () => {
    expect(html).toMatch(/<h2[^>]*id="hours-heading"[^>]*>Opening Hours<\/h2>/);
    expect(html).not.toContain('<button');
    expect(html).toMatch(/<div[^>]*role="group"[^>]*><p>Hours<\/p><\/div>/);
    expect(html).not.toMatch(/role="group"[^>]*\shidden/);
  });
});
