import {
  DEFAULT_HYDRATION_TRIGGER,
  HYDRATION_TRIGGERS,
  type HydrationTrigger,
  ISLAND_TRIGGER_ATTRIBUTE,
} from '@forecourt/shared/fragment/island-markup';

// When each island hydrates: the trigger its remote declared, written by the gateway on the island
// element (data-fc-hydrate). Until it fires the page loads none of the island's code (nor React, when
// no island has fired yet); the server HTML works by itself. Whatever the trigger, the visitor reaching
// for the island (pointer, key, focus) fires it at once. Pure: the browser's side is a TriggerHost.

/** What scheduling needs from the browser (browserTriggers below; fakes in tests). */
export interface TriggerHost<E> {
  /** Calls `fire` once the page has loaded and the browser is idle. */
  whenIdle(fire: () => void): void;
  /** Calls `fire` once `element` nears the viewport. */
  whenVisible(element: E, fire: () => void): void;
  /** Calls `fire` on the first pointer, key, touch or focus event on `element`. */
  onFirstInteraction(element: E, fire: () => void): void;
}

/** The part of an element scheduling reads. */
export interface TriggerNode {
  getAttribute(name: string): string | null;
}

/**
 * An island element's trigger; one it does not know (or none) is the default, `load`.
 * @example triggerOf(element) // 'visible'
 */
export function triggerOf(element: TriggerNode): HydrationTrigger {
  const value = element.getAttribute(ISLAND_TRIGGER_ATTRIBUTE);
  return HYDRATION_TRIGGERS.find((trigger) => trigger === value) ?? DEFAULT_HYDRATION_TRIGGER;
}

/**
 * Schedules each island's hydration on its trigger; `hydrate` is called at most once per element.
 * @example scheduleIslands([...document.querySelectorAll('[data-fc-island]')], browserTriggers(window), hydrate)
 */
export function scheduleIslands<E extends TriggerNode>(
  elements: Iterable<E>,
  host: TriggerHost<E>,
  hydrate: (element: E) => void,
): void {
  for (const element of elements) {
    let fired = false;
    const fire = () => {
      if (fired) return;
      fired = true;
      hydrate(element);
    };
    const trigger = triggerOf(element);
    if (trigger === 'load') {
      fire();
      continue;
    }
    host.onFirstInteraction(element, fire);
    if (trigger === 'idle') host.whenIdle(fire);
    if (trigger === 'visible') host.whenVisible(element, fire);
  }
}

/** How far ahead of the viewport a `visible` island starts loading its code: about half a phone screen. */
export const VISIBLE_MARGIN_PX = 400;
/** The longest an `idle` island waits for the browser to be idle once the page has loaded. */
export const IDLE_TIMEOUT_MS = 2000;
/** The events that count as reaching for an island. */
export const INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * The browser's triggers: the load event then requestIdleCallback, IntersectionObserver, and the
 * first interaction event (capture phase, passive: it never delays the event itself).
 */
export function browserTriggers(win: Window): TriggerHost<Element> {
  return {
    whenIdle(fire) {
      // Safari has no requestIdleCallback: a task after the load event is the nearest thing.
      const idle = () =>
        typeof win.requestIdleCallback === 'function'
          ? win.requestIdleCallback(fire, { timeout: IDLE_TIMEOUT_MS })
          : win.setTimeout(fire, 1);
      if (win.document.readyState === 'complete') idle();
      else win.addEventListener('load', idle, { once: true });
    },
    whenVisible(element, fire) {
      if (typeof IntersectionObserver === 'undefined') {
        fire();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          fire();
        },
        { rootMargin: `${VISIBLE_MARGIN_PX}px 0px` },
      );
      observer.observe(element);
    },
    onFirstInteraction(element, fire) {
      const options = { capture: true, passive: true } as const;
      const listener = () => {
        for (const type of INTERACTION_EVENTS) element.removeEventListener(type, listener, options);
        fire();
      };
      for (const type of INTERACTION_EVENTS) element.addEventListener(type, listener, options);
    },
  };
}
