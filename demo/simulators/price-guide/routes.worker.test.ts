import { describe, expect, it } from 'vitest';
import { postJson, simulator, withSwitches } from '../test-support';
import type { ValuationRecord } from './worker';

// The price-guide simulator's routes (worker.ts): market valuations of cars, and its slow and garbled faults.

const CAR = { make: 'Toyota', model: 'Corolla', year: 2019, km: 60_000, price: 24_990 };

describe('the price-guide simulator', () => {
  it('values a car, and remembers the request', async () => {
    const res = await postJson('price-guide', '/v1/valuations', CAR);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { valuation_id: string; market_value: number; vehicle: unknown };
    expect(body.valuation_id).toMatch(/^pg_/);
    expect(body.vehicle).toEqual({ make: 'Toyota', model: 'Corolla', year: 2019, km: 60_000 });
    expect(body.market_value).toBeGreaterThan(0);
    const { valuations } = (await (await simulator('price-guide', '/v1/valuations?limit=1')).json()) as {
      valuations: ValuationRecord[];
    };
    expect(valuations[0]).toMatchObject({ vehicle: CAR, status: 200, market_value: body.market_value });
  });

  it('covers cars only (404 not_covered) and refuses a body without a year', async () => {
    const bike = await postJson('price-guide', '/v1/valuations', { ...CAR, item_type: 'motorcycle' });
    expect(bike.status).toBe(404);
    expect(await bike.json()).toMatchObject({ error: 'not_covered' });
    const bad = await postJson('price-guide', '/v1/valuations', { ...CAR, year: 'new' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'bad_request', message: expect.stringContaining('year') });
  });

  it('garbles the next answer when asked, then answers to the contract again', async () => {
    await withSwitches('price-guide', '/faults', { garbled: 1 }, { garbled: 0 }, async () => {
      const garbled = (await (await postJson('price-guide', '/v1/valuations', CAR)).json()) as Record<string, unknown>;
      expect(garbled.confidence).toBe('high');
      const next = (await (await postJson('price-guide', '/v1/valuations', CAR)).json()) as Record<string, unknown>;
      expect(typeof next.confidence).toBe('number');
    });
  });

  it('answers after the slow-partner delay, and refuses a delay out of range', async () => {
    await withSwitches('price-guide', '/faults', { delayMs: 300 }, { delayMs: 0 }, async () => {
      expect(await (await simulator('price-guide', '/faults')).json()).toEqual({ delayMs: 300, garbled: 0 });
      const started = Date.now();
      expect((await postJson('price-guide', '/v1/valuations', CAR)).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    });
    expect((await postJson('price-guide', '/faults', { delayMs: 30_001 })).status).toBe(400);
  });
});
