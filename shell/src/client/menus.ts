// The header menus' keyboard behaviour: the WAI-ARIA disclosure navigation pattern on the server's
// `<details>` submenus. The disclosures already open with a click, Enter or Space and their entries are
// plain links without any JavaScript; this adds what a site menu is expected to do besides: arrow keys
// between the menu's items and within an open submenu, Escape closing the innermost open one and returning
// focus to its trigger, and a click or focus elsewhere (Tab leaving it) closing the open ones. Only one
// submenu of a menu is open at a time: the server groups them with `<details name>`.

const SUBMENU = 'details[data-fc-submenu]';
const OPEN_MENU_DISCLOSURES = 'details[data-fc-submenu][open], details[data-fc-menu][open]';
/** A menu item's own control: its link, or its submenu's summary. */
const MENU_ITEMS = ':scope > li > a, :scope > li > details > summary';

/** Where a key moves focus in a list of `length` entries from `index`; null: the key does not move it. */
export type MoveKey = 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/**
 * The entry a key moves to: the next or previous one (wrapping round), the first or the last.
 * @example movedIndex('ArrowDown', 3, 4) // 0
 */
export function movedIndex(key: string, index: number, length: number): number | null {
  if (length === 0) return null;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return (index + 1) % length;
    case 'ArrowUp':
    case 'ArrowLeft':
      return (index - 1 + length) % length;
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return null;
  }
}

function submenuLinks(details: Element): HTMLElement[] {
  return [...details.querySelectorAll<HTMLElement>(':scope > ul a')];
}

function menuItemsAround(target: Element): HTMLElement[] {
  const menu = target.closest('.fc-menu');
  return menu ? [...menu.querySelectorAll<HTMLElement>(MENU_ITEMS)] : [];
}

function focusMoved(entries: HTMLElement[], from: Element, key: string): boolean {
  const index = entries.indexOf(from as HTMLElement);
  const next = movedIndex(key, Math.max(index, 0), entries.length);
  if (index < 0 || next === null) return false;
  entries[next]?.focus();
  return true;
}

/** Arrow keys on a menu item's own control (a top-level link or a submenu's summary). */
function onMenuItem(item: HTMLElement, key: string): boolean {
  const details = item.tagName === 'SUMMARY' ? item.closest<HTMLDetailsElement>(SUBMENU) : null;
  if (details && (key === 'ArrowDown' || key === 'ArrowUp')) {
    details.open = true;
    const links = submenuLinks(details);
    (key === 'ArrowDown' ? links[0] : links.at(-1))?.focus();
    return true;
  }
  return focusMoved(menuItemsAround(item), item, key);
}

/** Arrow keys on a submenu's entry: up and down within it; left and right on to the neighbouring item. */
function onSubmenuLink(link: HTMLElement, details: HTMLDetailsElement, key: string): boolean {
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const summary = details.querySelector<HTMLElement>(':scope > summary');
    details.open = false;
    return summary ? focusMoved(menuItemsAround(summary), summary, key) : false;
  }
  return focusMoved(submenuLinks(details), link, key);
}

function onArrowKey(target: HTMLElement, key: string): boolean {
  const details = target.closest<HTMLDetailsElement>(SUBMENU);
  if (target.matches('.fc-submenu__list a') && details) return onSubmenuLink(target, details, key);
  if (target.matches('.fc-menu__link, .fc-menu__summary')) return onMenuItem(target, key);
  return false;
}

/**
 * Adds the keyboard and pointer behaviour of the header's menus to a document.
 * @example enhanceMenus(document)
 */
export function enhanceMenus(doc: Document): void {
  doc.addEventListener('keydown', (event) => {
    if (!(event.target instanceof HTMLElement) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape') {
      const open = event.target.closest<HTMLDetailsElement>(OPEN_MENU_DISCLOSURES);
      if (!open) return;
      open.open = false;
      open.querySelector<HTMLElement>(':scope > summary')?.focus();
      return;
    }
    if (onArrowKey(event.target, event.key)) event.preventDefault();
  });
  const closeOutside = (target: EventTarget | null) => {
    for (const details of doc.querySelectorAll<HTMLDetailsElement>(OPEN_MENU_DISCLOSURES)) {
      if (!(target instanceof Node) || !details.contains(target)) details.open = false;
    }
  };
  // Focus moving by keyboard (Tab out of a menu) closes it; focus a press gives does not: closing an open
  // submenu between the press and the release shifts what is under the pointer, so the click would land
  // outside the phone menu and close it all. The click itself closes what it is outside of.
  let pressing = false;
  doc.addEventListener(
    'pointerdown',
    () => {
      pressing = true;
    },
    true,
  );
  doc.addEventListener(
    'pointerup',
    () => {
      pressing = false;
    },
    true,
  );
  doc.addEventListener(
    'pointercancel',
    () => {
      pressing = false;
    },
    true,
  );
  doc.addEventListener('click', (event) => closeOutside(event.target));
  doc.addEventListener('focusin', (event) => {
    if (!pressing) closeOutside(event.target);
  });
}
