import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToggleButton } from './ToggleButton';

describe('ToggleButton', () => {
  it('renders a thumbnail toggle, unselected by default', () => {
    const html = renderToString(<ToggleButton aria-label="Photo 1 of 3">1</ToggleButton>);
    expect(html).toContain('class="fc-ui-toggle-button fc-ui-toggle-button--variant_thumbnail"');
    expect(html).toContain('aria-pressed="false"');
    expect(html).not.toContain('data-selected');
    expect(html).toContain('aria-label="Photo 1 of 3"');
  });

  it('marks the selected one with aria-pressed and [data-selected]', () => {
    const html = renderToString(
      <ToggleButton aria-label="Photo 2 of 3" isSelected>
        2
      </ToggleButton>,
    );
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('data-selected="true"');
  });

  it('has a chip variant', () => {
    const html = renderToString(
      <ToggleButton variant="chip" defaultSelected>
        Automatic
      </ToggleButton>,
    );
    expect(html).toContain('class="fc-ui-toggle-button fc-ui-toggle-button--variant_chip"');
    expect(html).toContain('data-selected="true"');
  });
});
