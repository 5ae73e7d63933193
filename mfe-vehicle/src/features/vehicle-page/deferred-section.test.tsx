import { renderIsland } from '@forecourt/shared/remote-kit/render';
import { describe, expect, it } from 'vitest';
import { deferredSection } from './deferred-section';

// On the server a deferred section renders in full, in place; the browser side (loading as the visitor
// nears it) is checked in Chromium (e2e/vehicle-page.spec.ts).

function Greeting({ name }: { name: string }) {
  return <p>{`Hello ${name}`}</p>;
}

describe('deferredSection on the server', () => {
  it('renders the section in place inside its named wrapper, even on its first render', async () => {
    const Section = deferredSection('greeting', async () => Greeting);
    const html = await renderIsland(<Section name="Sam" />, 'fc-test');
    expect(html).toMatch(
      /^<div class="[^"]*" data-fc-deferred="greeting"><!--\$--><p>Hello Sam<\/p><!--\/\$--><\/div>$/,
    );
  });

  it('renders an empty wrapper for a section with nothing to show, which the page hides', async () => {
    const Nothing = deferredSection('nothing', async () => () => null);
    const html = await renderIsland(<Nothing />, 'fc-test');
    expect(html).toContain('data-fc-deferred="nothing"><!--$--><!--/$--></div>');
    expect(html).toContain('[&amp;:empty]:fc-d_none');
  });

  it('preloads once, answering the same promise', () => {
    let loads = 0;
    const Section = deferredSection('counted', async () => {
      loads += 1;
      return Greeting;
    });
    expect(Section.preload()).toBe(Section.preload());
    expect(loads).toBe(1);
  });
});
