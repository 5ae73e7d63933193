// A click on an island before its code has loaded is not lost. Links, form submissions and form fields
// work natively (the server HTML does the job), so they are left alone; a click on a control that only
// the island's code can work (a kit button: favourite, reveal the phone, open a dialog) is held — the
// browser's default prevented, nobody else told — and replayed on the same element once the island has
// hydrated (hydration keeps the server's DOM nodes, so the element is still the one clicked).

/** What the server HTML does by itself: follow a link, submit a form, edit a field, open a disclosure. */
const NATIVE = 'a[href], summary, label, input, select, textarea';
/** Controls that do nothing until their island's code runs. */
const CONTROLS =
  'button, [role="button"], [role="switch"], [role="checkbox"], [role="radio"], [role="tab"], [role="menuitem"], [role="option"]';

/** The parts of an element this file reads (a DOM Element has them all). */
export interface ClickNode {
  closest(selectors: string): ClickNode | null;
  getAttribute(name: string): string | null;
  readonly tagName: string;
}

function isNode(value: unknown): value is ClickNode {
  return typeof value === 'object' && value !== null && typeof (value as ClickNode).closest === 'function';
}

/** A `<button>` that submits its form (no type is `submit`): the form's own submission does the job. */
function submitsForm(control: ClickNode): boolean {
  return (
    control.tagName === 'BUTTON' &&
    (control.getAttribute('type') ?? 'submit') === 'submit' &&
    control.closest('form') !== null
  );
}

/**
 * The control a click before hydration must be held for, or null when the server HTML handles it
 * (or it is no control at all).
 * @example heldControl(event.target) // the <button> around the clicked icon
 */
export function heldControl<N extends ClickNode>(target: unknown): N | null {
  if (!isNode(target) || target.closest(NATIVE) !== null) return null;
  const control = target.closest(CONTROLS);
  return control && !submitsForm(control) ? (control as N) : null;
}

/**
 * Holds clicks on the island's controls from now on. The returned `release` stops holding and, when
 * the island did hydrate, replays the last click held (a failed island keeps its server HTML: there is
 * nothing to replay to).
 * @example const release = holdClicks(element); hydrateIslandElement(element).then(release);
 */
export function holdClicks(element: Element): (hydrated: boolean) => void {
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const control = heldControl<ClickNode>(event.target);
    if (!(control instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  };
  element.addEventListener('click', hold, { capture: true });
  return (hydrated) => {
    element.removeEventListener('click', hold, { capture: true });
    if (hydrated && held?.isConnected) held.click();
    held = null;
  };
}
