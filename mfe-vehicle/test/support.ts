import { env } from 'cloudflare:workers';
import type { Car, FinanceLender, FinanceQuote, FragmentRequestInput, TenantConfig } from '@forecourt/shared';
import type { FinanceRpc } from '@forecourt/shared/finance/rpc';
import { callSliceApi } from '@forecourt/shared/server-kit/testing/slice-call';
import { createApi } from '../src/api';
import { createApp } from '../src/app';
import type { VehicleBindings } from '../src/bindings';
import { createVehicleIsolate } from '../src/isolate';
import { loadDealerStock, loadStockImport } from '../src/loaders/dealer-stock';
import { vehiclePageLoader } from '../src/loaders/vehicle-page';
import { loadVehiclePrint } from '../src/loaders/vehicle-print';

// What mfe-vehicle's Worker tests share: its API called in-process as the gateway's proxy calls it (the
// site's slug, the shopper and the request id as the RPC context), a fake of mfe-finance's RPC, and the
// switches of the partner simulators (demo/simulators) the adapters reach over HTTP.

/** The partner's quote the fake finance RPC answers by default. */
export const TEST_QUOTE: FinanceQuote = { weeklyRepaymentAmount: 119, advertisedRate: 7.49, comparisonRate: 8.12 };

/** The partner's lender panel the fake finance RPC answers with the quote. */
export const TEST_LENDERS: FinanceLender[] = [
  {
    financeProvider: 'AusLoans',
    establishmentFees: 395,
    monthlyFees: 8,
    termYears: 5,
    termMonths: 60,
    termWeeks: 260,
    interestRate: 7.49,
    comparisonRate: 8.12,
    deposit: 3_000,
    totalPayable: 40_000,
    weeklyPayment: 119,
    monthlyPayment: 515.67,
    disclaimer: 'AusLoans: as the partner says.',
  },
];

/** mfe-finance's RPC as this slice's Worker binds it. */
export type FinanceRpcFake = Pick<FinanceRpc, 'carQuote' | 'carFinance' | 'carReservationEnded'>;

/**
 * A fake of mfe-finance's RPC: answers `quote` (and the test lenders) for every car, noting each car asked
 * about, and that the reservation of each car in `endedCars` (by id) has ended, noting each car asked about.
 */
export function fakeFinance(quote: FinanceQuote | null | Error = TEST_QUOTE, endedCars: readonly number[] = []) {
  const asked: { tenant: string; car: Car }[] = [];
  const reservationsAsked: { tenant: string; carId: number }[] = [];
  const rpc: FinanceRpcFake = {
    async carQuote(tenant, car) {
      asked.push({ tenant, car });
      if (quote instanceof Error) throw quote;
      return quote;
    },
    async carFinance(tenant, car) {
      return { quote: await rpc.carQuote(tenant, car), lenders: quote ? TEST_LENDERS : [] };
    },
    async carReservationEnded(tenant, carId) {
      reservationsAsked.push({ tenant, carId });
      return endedCars.includes(carId);
    },
  };
  return { rpc, asked, reservationsAsked };
}

/** The bindings of the vehicle slice in the tests: the platform's, with a fake finance RPC. */
export function vehicleBindings(finance: FinanceRpcFake = fakeFinance().rpc): VehicleBindings {
  return { ...env, MFE_FINANCE: finance };
}

const api = createApi();

/** The release the fragments' app reads from its assets: the stable build. */
const STABLE_RELEASE = {
  name: 'mfe_vehicle',
  version: '1.0.0',
  channel: 'stable',
  manifestUrl: '/_mf/mfe_vehicle/1.0.0/mf-manifest.json',
  stylesheets: [],
  builtAt: '2026-11-28T00:00:00.000Z',
};

/**
 * The fragments' app of the real Worker's loaders, posted to as the gateway asks for a fragment.
 * @example const { post } = vehicleFragments(); await post('VehiclePage', { params: { slug }, tenant, islandId: 'fc-vehicle' });
 */
export function vehicleFragments(isolate = createVehicleIsolate()) {
  const bindings: VehicleBindings = {
    ...vehicleBindings(),
    ASSETS: { fetch: async () => Response.json(STABLE_RELEASE) },
  };
  const app = createApp({
    loadVehiclePage: vehiclePageLoader(isolate),
    loadVehiclePrint,
    loadDealerStock,
    loadStockImport,
  });
  const post = (name: string, body: FragmentRequestInput) =>
    app.request(
      `https://fragment.internal/fragments/${name}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      bindings,
    );
  return { post };
}

/**
 * Calls mfe-vehicle's API for `tenant` as the gateway's proxy does, after the platform's checks.
 * @example const res = await callVehicleApi(VEH, `/api/cars/${MAIN_CAR}/autogauge`);
 */
export function callVehicleApi(tenant: TenantConfig, path: string, init: RequestInit = {}): Promise<Response> {
  return callSliceApi(api, vehicleBindings(), path, { tenant: tenant.slug, requestId: 'req-vehicle-test' }, init);
}

/** The body of a JSON response, typed loosely for assertions. */
export async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

async function post(base: string | undefined, path: string, body: unknown): Promise<void> {
  if (!base) throw new Error(`no simulator URL for ${path}`);
  const res = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${base}${path} answered ${res.status}`);
}

/** Turns the price guide simulator's outage on or off. */
export function setPriceGuideOutage(outage: boolean): Promise<void> {
  return post(env.PRICE_GUIDE_API_URL, '/control', { outage });
}

/** Sets the price guide simulator's faults (delay, garbled answers). */
export function setPriceGuideFaults(faults: { delayMs?: number; garbled?: number }): Promise<void> {
  return post(env.PRICE_GUIDE_API_URL, '/faults', faults);
}

/** Turns the delivery simulator's outage on or off. */
export function setDeliveryOutage(outage: boolean): Promise<void> {
  return post(env.DELIVERY_API_URL, '/control', { outage });
}
