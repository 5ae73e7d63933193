import { lazy, Suspense, useId } from 'react';
import { describe, expect, it } from 'vitest';
import { inlineStyleAttributes } from '../domain/fragment/visually-hidden-markup';
import { Checkbox } from '../ui-kit/ui/Checkbox';
import { Select } from '../ui-kit/ui/Select';
import { renderIsland } from './render';

// What a fragment Worker sends the gateway: the island's complete HTML, every boundary in place.

// More than 500 bytes: React moves only boundaries larger than that.
const LATER_TEXT = `Arrived later ${'y'.repeat(1000)}`;
const Later = lazy(async () => ({ default: () => <p>{LATER_TEXT}</p> }));

function Labelled() {
  const id = useId();
  return <h2 id={id}>Heading</h2>;
}

describe('renderIsland', () => {
  it("prefixes React's ids with the island id, as the browser's hydrateRoot does", async () => {
    expect(await renderIsland(<Labelled />, 'fc-test')).toMatch(/^<h2 id="_fc-test-[^"]+">Heading<\/h2>$/);
  });

  it('writes a Suspense boundary that resolves later in place, even after more than 12,800 bytes', async () => {
    const html = await renderIsland(
      <div>
        <p>{'x'.repeat(20_000)}</p>
        <Suspense fallback={<p>Loading</p>}>
          <Later />
        </Suspense>
      </div>,
      'fc-test',
    );
    expect(html).toContain(`<!--$--><p>${LATER_TEXT}</p><!--/$-->`);
    expect(html).not.toContain('Loading');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
  });

  it("writes the kit's hidden native controls with a class, not the inline style the CSP refuses", async () => {
    const html = await renderIsland(
      <form>
        <Checkbox name="terms">I agree</Checkbox>
        <Select label="Term" name="term" options={[{ id: '60', label: '60 months' }]} />
      </form>,
      'fc-test',
    );
    expect(inlineStyleAttributes(html)).toEqual([]);
    expect(html).toMatch(/<span class="fc-visually-hidden"><input [^>]*type="checkbox"/);
    expect(html).toMatch(
      /<div class="fc-visually-hidden fc-visually-hidden-fixed" aria-hidden="true"[^>]*><label><select [^>]*name="term"/,
    );
  });
});
