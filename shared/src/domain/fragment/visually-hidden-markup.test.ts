import { describe, expect, it } from 'vitest';
import { inlineStyleAttributes, visuallyHiddenAsClasses } from './visually-hidden-markup';

const HIDDEN =
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;white-space:nowrap';

describe('visuallyHiddenAsClasses', () => {
  it("writes react-aria's visually hidden style as the shell's class", () => {
    expect(visuallyHiddenAsClasses(`<label><span style="${HIDDEN}"><input type="checkbox"/></span>Hi</label>`)).toBe(
      '<label><span class="fc-visually-hidden"><input type="checkbox"/></span>Hi</label>',
    );
  });

  it("adds the fixed class for a select's hidden container, after the element's own classes", () => {
    const style = `${HIDDEN.replace('position:absolute', 'position:fixed')};top:0;left:0`;
    expect(visuallyHiddenAsClasses(`<div class="own" style="${style}" aria-hidden="true">`)).toBe(
      '<div class="own fc-visually-hidden fc-visually-hidden-fixed" aria-hidden="true">',
    );
  });

  it('leaves any other style attribute, and markup without one, as it is', () => {
    const html = '<div style="left:20%" class="thumb"><p>style="x"</p></div>';
    expect(visuallyHiddenAsClasses(html)).toBe(html);
    expect(inlineStyleAttributes(html)).toEqual(['<div style="left:20%" class="thumb">']);
  });
});
