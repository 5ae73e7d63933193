import { describe, expect, it } from 'vitest';
import { changelogNotes } from './changelog';

const CHANGELOG = `# mfe-vehicle

## Unreleased
- The dealer's stock feed upload page
- Each import's report

## 1.0.0
* The car page as a vertical slice: its gallery,
  its price history
`;

describe('changelogNotes', () => {
  it("reads a version's own section, and the Unreleased one for a canary without its own", () => {
    expect(changelogNotes(CHANGELOG, '1.0.0')).toEqual([
      'The car page as a vertical slice: its gallery, its price history',
    ]);
    expect(changelogNotes(CHANGELOG, '1.0.0-canary')).toEqual([
      "The dealer's stock feed upload page",
      "Each import's report",
    ]);
  });

  it('has nothing for a stable version the changelog does not name, nor for an empty changelog', () => {
    expect(changelogNotes(CHANGELOG, '0.9.0')).toEqual([]);
    expect(changelogNotes('', '1.0.0-canary')).toEqual([]);
  });
});
