// Server HTML under the site's CSP. The CSP allows no inline `style` attribute (a nonce covers
// elements, never attributes), so react-aria's visually hidden parts — the native input of a checkbox,
// radio, switch or slider thumb, a select's hidden <select> — lose their hiding in server HTML and show
// until the page is reloaded with JavaScript. Their styles are constants, so the server writes a class
// of the shell's stylesheet in their place; React sets the same styles through the DOM once an element
// is rendered in the browser, which the CSP allows.

/** The shell stylesheet's class that hides an element from the eye, never from assistive technology. */
export const VISUALLY_HIDDEN_CLASS = 'fc-visually-hidden';
/** Added beside it where react-aria pins the hidden part to the viewport, so focusing it never scrolls. */
export const VISUALLY_HIDDEN_FIXED_CLASS = 'fc-visually-hidden-fixed';

// react-aria's `useVisuallyHidden` styles as React writes them (react-aria 3.x, `VisuallyHidden.mjs`;
// the select's with its own `position: fixed; top: 0; left: 0`). A kit test renders every control
// and fails when a version writes them otherwise.
const HIDDEN =
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;white-space:nowrap';
const HIDDEN_FIXED =
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:fixed;width:1px;white-space:nowrap;top:0;left:0';

const CLASSES_FOR_STYLE = new Map<string, string>([
  [HIDDEN, VISUALLY_HIDDEN_CLASS],
  [HIDDEN_FIXED, `${VISUALLY_HIDDEN_CLASS} ${VISUALLY_HIDDEN_FIXED_CLASS}`],
]);

// A start tag with a style attribute. React escapes `<`, `>` and `"` inside attribute values, so a tag
// of its markup never contains them.
const TAG_WITH_STYLE = /<[a-zA-Z][^<>]*?\sstyle="([^"]*)"[^<>]*>/g;

function withClasses(tag: string, style: string, classes: string): string {
  const unstyled = tag.replace(` style="${style}"`, '');
  if (/\sclass="/.test(unstyled))
    return unstyled.replace(/\sclass="([^"]*)"/, (_all, own) => ` class="${own} ${classes}"`);
  return unstyled.replace(/^<[a-zA-Z][\w-]*/, (name) => `${name} class="${classes}"`);
}

/**
 * React server markup with react-aria's visually hidden styles written as classes (see above); any
 * other style attribute is left as it is.
 * @example visuallyHiddenAsClasses('<span style="border:0;…;white-space:nowrap"><input …></span>') // '<span class="fc-visually-hidden"><input …></span>'
 */
export function visuallyHiddenAsClasses(html: string): string {
  return html.replace(TAG_WITH_STYLE, (tag, style: string) => {
    const classes = CLASSES_FOR_STYLE.get(style);
    return classes ? withClasses(tag, style, classes) : tag;
  });
}

/** The style attributes left in server markup (what a CSP without 'unsafe-inline' refuses). */
export function inlineStyleAttributes(html: string): string[] {
  return [...html.matchAll(TAG_WITH_STYLE)].map((match) => match[0]);
}
