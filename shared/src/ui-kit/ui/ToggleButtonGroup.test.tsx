import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToggleButton } from './ToggleButton';
import { ChipChoice, ToggleButtonGroup } from './ToggleButtonGroup';

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

describe('ChipChoice', () => {
  const html = renderToString(
    <ChipChoice
      aria-label="Repayments"
      options={[
        { id: 'monthly', label: 'Monthly' },
        { id: 'weekly', label: 'Weekly' },
      ]}
      selected="weekly"
      onSelect={() => {}}
      chipProps={(id) => ({ 'aria-controls': `panel-${id}` })}
    />,
  );

  it('is a named radio group of chips, one per option, the chosen one checked', () => {
    expect(html).toMatch(/^<div [^>]*role="radiogroup"/);
    expect(html).toContain('aria-label="Repayments"');
    const buttons = html.match(/<button [^>]*>[^<]*/g) ?? [];
    expect(buttons.map((button) => button.replace(/^.*>/, ''))).toEqual(['Monthly', 'Weekly']);
    expect(buttons[0]).toContain('aria-checked="false"');
    expect(buttons[1]).toContain('aria-checked="true"');
  });

  it("gives each chip the chip look and the caller's own props", () => {
    const buttons = html.match(/<button [^>]*>/g) ?? [];
    expect(buttons[0]).toContain('aria-controls="panel-monthly"');
    expect(buttons[1]).toContain('aria-controls="panel-weekly"');
    expect(buttons.every((button) => /class="[^"]*chip/.test(button))).toBe(true);
  });
});
