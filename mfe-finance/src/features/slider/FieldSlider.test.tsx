import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FieldSlider } from './FieldSlider';
import { FieldSliderTrack } from './field-slider-track';

const props = { 'aria-label': 'Loan term (years)', minValue: 1, maxValue: 7, step: 1, value: 5, onChange: () => {} };

describe('FieldSlider', () => {
  it('is a track-high box in server HTML: no slider code before the island hydrates, nothing moves when it comes', () => {
    expect(renderToString(<FieldSlider {...props} />)).toBe(
      '<div class="fc-ui-range-slider" data-fc-slider-placeholder=""></div>',
    );
  });

  it("is react-aria's slider once loaded: one thumb named like its field, within its bounds, by its step", () => {
    const html = renderToString(<FieldSliderTrack {...props} />);
    expect(html).toMatch(/^<div class="fc-ui-range-slider" [^>]*role="group"/);
    const [thumb, ...more] = [...html.matchAll(/<input [^>]*type="range"[^>]*>/g)].map((match) => match[0]);
    expect(more).toEqual([]);
    expect(thumb).toContain('aria-label="Loan term (years)"');
    expect(thumb).toMatch(/min="1" max="7" step="1"/);
    expect(thumb).toContain('value="5"');
  });
});
