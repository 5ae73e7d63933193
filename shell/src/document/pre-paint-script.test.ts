import { describe, expect, it } from 'vitest';
import { storedState } from '../client/collapsible';
import { COLLAPSIBLE_KEY_ATTRIBUTE } from './collapsible-markup';
import { PRE_PAINT_SCRIPT } from './pre-paint-script';

// The pre-paint script run against a stand-in document: the parser inserting remembered sections one
// batch at a time (each batch reported to the MutationObserver, as a browser does at the end of each
// parsing task), then DOMContentLoaded.

interface FakeDetails {
  open: boolean;
  getAttribute(name: string): string | null;
}

function details(key: string, open: boolean): FakeDetails {
  return { open, getAttribute: (name) => (name === COLLAPSIBLE_KEY_ATTRIBUTE ? key : null) };
}

function browser(stored: Record<string, string>) {
  const parsed: FakeDetails[] = [];
  let observer: (() => void) | null = null;
  let loaded: (() => void) | null = null;
  const root = { attributes: {} as Record<string, string> };
  const context = {
    WeakSet,
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    MutationObserver: class {
      constructor(callback: () => void) {
        observer = callback;
      }
      observe() {}
      disconnect() {
        observer = null;
      }
    },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => {
          root.attributes[name] = value;
        },
        getAttribute: () => null,
      },
      querySelectorAll: (selector: string) => {
        expect(selector).toBe(`details[${COLLAPSIBLE_KEY_ATTRIBUTE}]`);
        return parsed;
      },
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'DOMContentLoaded') loaded = listener;
      },
    },
  };
  // The script's free names, bound to the stand-ins.
  const names = Object.keys(context) as (keyof typeof context)[];
  new Function(...names, PRE_PAINT_SCRIPT)(...names.map((name) => context[name]));
  return {
    root,
    /** The parser inserts `sections`, then the observer hears of it. */
    parse(...sections: FakeDetails[]) {
      parsed.push(...sections);
      observer?.();
    },
    load: () => loaded?.(),
    observing: () => observer !== null,
  };
}

describe('the pre-paint script', () => {
  it('marks the document as having JavaScript', () => {
    expect(browser({}).root.attributes['data-fc-js']).toBe('');
  });

  it('sets each remembered section as the visitor left it as soon as it is parsed, and leaves the others as served', () => {
    const page = browser({ 'fc:section-open:a': storedState(false), 'fc:section-open:b': storedState(true) });
    const closedByVisitor = details('fc:section-open:a', true);
    page.parse(closedByVisitor);
    expect(closedByVisitor.open).toBe(false);
    const openedByVisitor = details('fc:section-open:b', false);
    const untouched = details('fc:section-open:c', true);
    page.parse(openedByVisitor, untouched);
    expect([openedByVisitor.open, untouched.open]).toEqual([true, true]);
  });

  it('sets a section once: a click before the page has loaded is not undone', () => {
    const page = browser({ 'fc:section-open:a': storedState(false) });
    const section = details('fc:section-open:a', true);
    page.parse(section);
    section.open = true; // the visitor opens it again
    page.parse(details('fc:section-open:z', false));
    page.load();
    expect(section.open).toBe(true);
    expect(page.observing()).toBe(false);
  });

  it('ignores a stored value it did not write', () => {
    const page = browser({ 'fc:section-open:a': '1' });
    const section = details('fc:section-open:a', true);
    page.parse(section);
    expect(section.open).toBe(true);
  });
});
