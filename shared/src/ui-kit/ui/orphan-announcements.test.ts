import { describe, expect, it } from 'vitest';
import { pruneOrphanAnnouncements } from './orphan-announcements';

/** A live log entry as react-aria writes one: `role="img"` named by `aria-labelledby`. */
function entry(labelledBy: string) {
  return {
    removed: false,
    getAttribute: () => labelledBy,
    remove() {
      this.removed = true;
    },
  };
}

function documentWith(ids: string[], entries: ReturnType<typeof entry>[]) {
  return {
    querySelectorAll: (selector: string) => (selector.includes('[data-live-announcer]') ? entries : []),
    getElementById: (id: string) => (ids.includes(id) ? {} : null),
  } as unknown as Document;
}

describe('pruneOrphanAnnouncements', () => {
  it('removes the entries whose labelling element is gone, keeping those still named', () => {
    const orphan = entry('react-aria-1');
    const named = entry('react-aria-2');
    const partly = entry('react-aria-1 react-aria-2');
    pruneOrphanAnnouncements(documentWith(['react-aria-2'], [orphan, named, partly]));
    expect([orphan.removed, named.removed, partly.removed]).toEqual([true, false, false]);
  });

  it('removes an entry that names nothing', () => {
    const empty = entry('  ');
    pruneOrphanAnnouncements(documentWith([], [empty]));
    expect(empty.removed).toBe(true);
  });
});
