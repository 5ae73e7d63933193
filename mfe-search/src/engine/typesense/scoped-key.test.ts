import { type StockVisibilityConfig, soldVisibleSince } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { scopedSearchKey, tenantSearchKey } from './scoped-key';

// The WebCrypto derivation against keys made with the algorithm as Typesense's clients write it with
// Node's crypto (createHmac('sha256', key).update(json).digest('base64'), then Buffer base64 of
// digest + key prefix + json), computed once and pasted here.

/** base64 → text (UTF-8). */
function decode(base64: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
}

describe('scopedSearchKey', () => {
  it('derives the keys Typesense’s own algorithm derives', async () => {
    expect(
      await scopedSearchKey('RN23GFr1s6jQ9kgSNg2O7fYcAUXU7127', {
        filter_by: 'dealership_slug:=`harbour-city-toyota`',
        expires_at: 1_764_000_000,
      }),
    ).toBe(
      'M255TnVtNGVpcjF3Vlc0aFpVckpseElFeFp5dGVkK0pLTWlQV1U0UkthST1STjIzeyJmaWx0ZXJfYnkiOiJkZWFsZXJzaGlwX3NsdWc6PWBoYXJib3VyLWNpdHktdG95b3RhYCIsImV4cGlyZXNfYXQiOjE3NjQwMDAwMDB9',
    );
    // Non-ASCII in the key and the parameters: both are hashed and encoded as UTF-8.
    expect(await scopedSearchKey('clé-ü-9', { filter_by: 'make:=`Škoda`' })).toBe(
      'NlI4UmNob2U5WmpGcTVtVmQvbmY5RUVaQ2tRdE5vVFhaaUlFSzcrL0drbz1jbMOpLXsiZmlsdGVyX2J5IjoibWFrZTo9YMWga29kYWAifQ==',
    );
  });

  it('embeds the parameters after the digest and the key prefix', async () => {
    const decoded = decode(await scopedSearchKey('abcdefgh', { filter_by: 'x:=1' }));
    expect(decoded).toMatch(/^[A-Za-z0-9+/]{43}=abcd\{"filter_by":"x:=1"\}$/);
  });
});

describe('tenantSearchKey', () => {
  it('embeds the tenant’s stock rule and an expiry', async () => {
    const tenant: StockVisibilityConfig = {
      dealerships: ['harbour-city-toyota'],
      soldVisibleDays: 3,
      stock: { level: 3, usedOnly: true, excludedMakes: [], excludedStockNumbers: [] },
    };
    const now = new Date('2026-11-22T00:00:00Z');
    const decoded = decode(await tenantSearchKey('parent-key', tenant, now, 600));
    const parameters = JSON.parse(decoded.slice(decoded.indexOf('pare{') + 4)) as Record<string, unknown>;
    expect(parameters).toEqual({
      filter_by: `dealership_slug:=\`harbour-city-toyota\` && show_on_dealer_website:=true && in_stock_or_sold_at:>=${soldVisibleSince(3, now).getTime()} && photos_count:>=3 && car_type:=\`used\``,
      expires_at: now.getTime() / 1000 + 600,
    });
  });
});
