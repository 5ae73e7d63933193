import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NumberField } from './NumberField';

function render(value: number, extra: { description?: string } = {}) {
  return renderToString(
    <NumberField
      label="Fuel price per litre"
      value={value}
      minValue={0}
      maxValue={10}
      step={0.01}
      formatOptions={{ style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }}
      {...extra}
    />,
  );
}

describe('NumberField', () => {
  it('labels its input and writes the value in en-AU, with − and + steppers around it', () => {
    const html = render(1.7);
    expect(html).toMatch(/^<div class="fc-ui-number-field"/);
    const label = /<label [^>]*id="([^"]+)"[^>]*for="([^"]+)"[^>]*>Fuel price per litre<\/label>/.exec(html);
    expect(label).not.toBeNull();
    const input = /<input [^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain(`id="${label?.[2]}"`);
    expect(input).toContain('value="$1.70"');
    const buttons = html.match(/<button [^>]*>[^<]*<\/button>/g) ?? [];
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toMatch(/aria-label="Decrease[^"]*"[^>]*>−</);
    expect(buttons[1]).toMatch(/aria-label="Increase[^"]*"[^>]*>\+</);
  });

  it('describes the input with its description', () => {
    const html = render(1.7, { description: 'Today’s average' });
    const describedBy = /<input [^>]*aria-describedby="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(describedBy).not.toBe('');
    expect(html).toMatch(new RegExp(`id="${describedBy.split(' ')[0]}"[^>]*>Today’s average<`));
  });

  it('sets no inline styles (the page CSP forbids them in server HTML)', () => {
    expect(render(1.7)).not.toContain('style=');
  });
});
