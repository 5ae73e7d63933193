import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToggleButton } from './ToggleButton';
import { ToggleButtonGroup } from './ToggleButtonGroup';

function render(selected: string) {
  return renderToString(
    <ToggleButtonGroup aria-label="View" selectionMode="single" disallowEmptySelection selectedKeys={[selected]}>
      <ToggleButton id="spinner" variant="chip">
        360°
      </ToggleButton>
      <ToggleButton id="gallery" variant="chip">
        Gallery
      </ToggleButton>
    </ToggleButtonGroup>,
  );
}

describe('ToggleButtonGroup', () => {
  it('is a named radio group with the recipe’s class when one option is chosen at a time', () => {
    const html = render('gallery');
    expect(html).toMatch(/^<div [^>]*class="fc-ui-toggle-button-group"/);
    expect(html).toMatch(/^<div [^>]*role="radiogroup"/);
    expect(html).toContain('aria-label="View"');
  });

  it('marks the chosen button, and only it', () => {
    const buttons = render('gallery').match(/<button [^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toContain('aria-checked="false"');
    expect(buttons[1]).toContain('aria-checked="true"');
    expect(buttons[1]).toContain('data-selected="true"');
  });
});
