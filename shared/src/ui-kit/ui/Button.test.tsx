import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

function classesOf(html: string): string[] {
  return /class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
}

describe('Button', () => {
  it('renders a native button with the recipe defaults (primary, md)', () => {
    const html = renderToString(<Button>Enquire</Button>);
    expect(html).toMatch(/^<button [^>]*type="button"/);
    expect(classesOf(html)).toEqual(['fc-ui-button', 'fc-ui-button--variant_primary', 'fc-ui-button--size_md']);
    expect(html).toContain('>Enquire</button>');
  });

  it('is marked as needing JavaScript (hidden without it), unless it submits a form', () => {
    expect(renderToString(<Button>Share</Button>)).toContain('data-fc-needs-js=""');
    expect(renderToString(<Button type="submit">Estimate</Button>)).not.toContain('data-fc-needs-js');
  });

  it('picks the variant and size classes', () => {
    const html = renderToString(
      <Button variant="ghost" size="sm">
        Share
      </Button>,
    );
    expect(classesOf(html)).toEqual(['fc-ui-button', 'fc-ui-button--variant_ghost', 'fc-ui-button--size_sm']);
  });

  it('appends a caller class, also from a render-prop className', () => {
    expect(classesOf(renderToString(<Button className="extra">A</Button>))).toContain('extra');
    const html = renderToString(
      <Button isDisabled className={({ isDisabled }) => (isDisabled ? 'off' : 'on')}>
        A
      </Button>,
    );
    expect(classesOf(html)).toEqual(['fc-ui-button', 'fc-ui-button--variant_primary', 'fc-ui-button--size_md', 'off']);
  });

  it('exposes react-aria state as data attributes the recipe styles', () => {
    const html = renderToString(<Button isDisabled>Reserve</Button>);
    expect(html).toContain(' disabled=""');
    expect(html).toContain('data-disabled="true"');
  });

  it('renders the same markup twice (no render-time randomness to mismatch on hydration)', () => {
    const element = <Button variant="secondary">Call</Button>;
    expect(renderToString(element)).toBe(renderToString(element));
  });
});
