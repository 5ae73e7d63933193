import { resolve } from 'node:path';
import { ROOT } from './paths.ts';

// The simulators: one small Worker per outside system the gateway calls — each partner
// (demo/simulators/<partner>/) and the media origin (demo/media/) — reached by the gateway only
// through a base-URL var, over plain fetch, exactly as in production. This list drives `npm start`
// and the e2e platform (every simulator in one workerd session, each on its own port, the gateway's var
// pointed at it: scripts/lib/simulator-workers.ts) and the Worker tests (auxiliary Workers behind a router).
// Simulators are never deployed. How to add one: demo/simulators/README.md.

/** One simulator: a partner's, or the media origin's. */
export interface Simulator {
  /** The partner (`sms`, `crm`, …, or `media`), also the folder under `demo/simulators/` for a partner. */
  partner: string;
  /** Its Worker name, `forecourt-sim-<partner>` (the `name` in its wrangler.toml). */
  name: string;
  /** Its wrangler config. */
  config: string;
  /** The gateway var holding the partner's base URL (`SMS_API_URL`, …). */
  urlVar: string;
  /** Its port under `npm start` (the root wrangler.toml's local default of `urlVar` points here). */
  devPort: number;
  /** Its base URL inside the Worker tests (`http://<partner>.simulator.test`). */
  testUrl: string;
  /** The page `npm start` points people at (path on the simulator, and what it shows). */
  devPage: { path: string; label: string };
  /**
   * Vars the simulator itself is started with (`--var`) on a platform: what a partner is configured
   * with on its side, such as where its webhooks go and the secret they are signed with.
   */
  vars?: (gatewayPort: number, secrets: Readonly<Record<string, string>>) => Record<string, string>;
}

function simulator(
  partner: string,
  urlVar: string,
  devPort: number,
  devPage: Simulator['devPage'] = { path: '/health', label: `${partner} simulator` },
  folder = `demo/simulators/${partner}`,
  vars?: Simulator['vars'],
): Simulator {
  return {
    ...(vars ? { vars } : {}),
    partner,
    name: `forecourt-sim-${partner}`,
    config: resolve(ROOT, folder, 'wrangler.toml'),
    urlVar,
    devPort,
    testUrl: `http://${partner}.simulator.test`,
    devPage,
  };
}

/** Every simulator. Dev ports from 8801 up, one each (8806 and up: each issue's own partner). */
export const SIMULATORS: readonly Simulator[] = [
  simulator('sms', 'SMS_API_URL', 8801, { path: '/outbox', label: 'SMS outbox: the one-time codes sent' }),
  simulator('crm', 'CRM_API_URL', 8802, { path: '/leads', label: 'CRM leads: what the lead outbox delivered' }),
  simulator('delivery', 'DELIVERY_API_URL', 8803, { path: '/quotes', label: 'Delivery: the quotes asked for' }),
  simulator('price-guide', 'PRICE_GUIDE_API_URL', 8804, {
    path: '/valuations',
    label: 'Price guide: the valuations asked for',
  }),
  // Not a partner: the media origin the gateway passes /media/* to (a CDN or bucket when deployed).
  simulator(
    'media',
    'MEDIA_ORIGIN',
    8805,
    { path: '/v1/car/ute/white/ext-1.svg', label: 'Media origin: the cars drawn for the demo' },
    'demo/media',
  ),
  simulator('finance', 'FINANCE_API_URL', 8806, {
    path: '/customers',
    label: 'Finance partner: the customers handed over for a personalised quote',
  }),
  simulator('valuation', 'VALUATION_API_URL', 8807, { path: '/valuations', label: 'Trade-in valuations asked for' }),
  // The payments partner signs its webhooks to the gateway with the gateway's PAYMENTS_WEBHOOK_SECRET.
  simulator(
    'payments',
    'PAYMENTS_API_URL',
    8808,
    { path: '/payments', label: 'Payments: reservation deposits and refunds' },
    'demo/simulators/payments',
    (gatewayPort, secrets) => ({
      WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/api/webhooks/payments`,
      WEBHOOK_SECRET: secrets.PAYMENTS_WEBHOOK_SECRET ?? '',
    }),
  ),
  simulator('geocoding', 'GEOCODING_API_URL', 8809, { path: '/lookups', label: 'Geocoding: the postcode lookups' }),
  simulator('email', 'EMAIL_API_URL', 8810, { path: '/mail', label: 'E-mail: the ADF leads mailed to dealers' }),
];

/** The gateway port of `npm start`; simulator ports are laid out relative to it. */
export const DEV_GATEWAY_PORT = 8787;
/** Each platform's simulators get their own block of this many ports, so platforms can run side by side. */
export const SIMULATOR_PORT_BLOCK = 10;

/**
 * The port a simulator listens on for the platform whose gateway is on `gatewayPort`: its dev port
 * for `npm start` (8787), shifted by one block of ports per port the gateway is away from 8787, so
 * `npm start`, the e2e platform (8790 → 8831…) and the benchmark (8795 → 8881…) never collide.
 *
 * @example simulatorPort(SIMULATORS[0], 8787); // 8801
 * @example simulatorPort(SIMULATORS[0], 8790); // 8831
 */
export function simulatorPort(sim: Simulator, gatewayPort: number): number {
  return sim.devPort + (gatewayPort - DEV_GATEWAY_PORT) * SIMULATOR_PORT_BLOCK;
}

/**
 * The gateway vars that point every adapter (and the media route) at its simulator for the platform on `gatewayPort`.
 *
 * @example simulatorVars(8790); // { SMS_API_URL: 'http://127.0.0.1:8831' }
 */
export function simulatorVars(gatewayPort: number): Record<string, string> {
  return Object.fromEntries(
    SIMULATORS.map((sim) => [sim.urlVar, `http://127.0.0.1:${simulatorPort(sim, gatewayPort)}`]),
  );
}

/**
 * The gateway vars for the Worker tests: every adapter at its simulator's test host.
 *
 * @example simulatorTestVars(); // { SMS_API_URL: 'http://sms.simulator.test' }
 */
export function simulatorTestVars(): Record<string, string> {
  return Object.fromEntries(SIMULATORS.map((sim) => [sim.urlVar, sim.testUrl]));
}
