import { describe, expect, it } from 'vitest';
import { announcementDismissedKey, hashText, popupDismissedKey, sectionOpenKey } from './storage-keys';

describe('storage keys', () => {
  it('hashes a text to 8 stable hex digits that change with the wording', () => {
    expect(hashText('Spring sale')).toMatch(/^[0-9a-f]{8}$/);
    expect(hashText('Spring sale')).toBe(hashText('Spring sale'));
    expect(hashText('Spring sale')).not.toBe(hashText('Spring sale!'));
    expect(hashText('')).toBe('811c9dc5'); // FNV-1a offset basis
  });

  it('names the announcement and popup flags', () => {
    expect(announcementDismissedKey('Spring sale')).toBe(`fc:announcement-dismissed:${hashText('Spring sale')}`);
    expect(popupDismissedKey('spring-2026')).toBe('fc:popup-dismissed:spring-2026');
  });

  it('names a collapsible section’s state by its heading', () => {
    expect(sectionOpenKey('FAQ')).toBe(`fc:section-open:${hashText('FAQ')}`);
    expect(sectionOpenKey(' FAQ ')).toBe(sectionOpenKey('FAQ'));
    expect(sectionOpenKey('FAQ')).not.toBe(sectionOpenKey('Warranty'));
  });
});
