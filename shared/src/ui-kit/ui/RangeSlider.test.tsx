import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RangeSlider } from './RangeSlider';

function render(value: number[]) {
  return renderToString(
    <RangeSlider
      label="Price"
      thumbLabels={['Minimum price', 'Maximum price']}
      minValue={0}
      maxValue={100000}
      step={1000}
      value={value}
      formatOptions={{ style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }}
    />,
  );
}

const thumbs = (html: string) => [...html.matchAll(/<input [^>]*type="range"[^>]*>/g)].map((match) => match[0]);

describe('RangeSlider', () => {
  it('is a labelled group with the recipe’s class, the range as text and two named thumbs', () => {
    const html = render([10000, 50000]);
    expect(html).toMatch(/^<div class="fc-ui-range-slider" [^>]*role="group" [^>]*aria-labelledby="([^"]+)"/);
    expect(html).toMatch(/<label [^>]*>Price<\/label>/);
    expect(html).toMatch(/<output [^>]*>\$10,000 – \$50,000<\/output>/);
    const [low, high] = thumbs(html);
    expect(low).toContain('aria-label="Minimum price"');
    expect(low).toContain('aria-valuetext="$10,000"');
    expect(high).toContain('aria-label="Maximum price"');
    expect(high).toContain('step="1000"');
  });

  it('stops each thumb at the other: the lower cannot pass the upper', () => {
    const [low, high] = thumbs(render([40000, 60000]));
    expect(low).toMatch(/min="0" max="60000"/);
    expect(high).toMatch(/min="40000" max="100000"/);
  });
});
