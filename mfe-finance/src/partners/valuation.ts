import { callPartner, partnerUrl } from '@forecourt/shared/server-kit/partner-http';
import { TradeInAdjustmentSchema, TradeInVehicleSchema } from '@forecourt/shared/trade-in/api';
import type { TradeInCondition } from '@forecourt/shared/trade-in/rules';
import { z } from 'zod';
import type { FinancePartnerBindings } from '../bindings';

// The trade-in valuation partner (spec: 001 §7 "Trade-in valuation (sends rego and regoState, adjustments
// and id; offer-accepted update with lead_id)"), reached only through this adapter: a base URL
// (`VALUATION_API_URL`) and plain fetch.
//
//   POST {VALUATION_API_URL}/v1/valuations  { id: lead_id, rego, regoState, adjustments: { km, condition } }
//     → 200 { valuation_id, vehicle, market_value, adjustments, range: { low, high }, offer }
//   POST {VALUATION_API_URL}/v1/valuations/{valuation_id}/accept  { lead_id } → 200
//
// Answers are checked with zod; any other status, a garbled body or a timeout is a failure.

const money = z.number().nonnegative();

/** The partner's valuation, as far as mfe-finance relies on it. */
export const PartnerValuationSchema = z.object({
  valuation_id: z.string().min(1).max(100),
  vehicle: TradeInVehicleSchema,
  market_value: money,
  adjustments: z.array(TradeInAdjustmentSchema).max(20),
  range: z.object({ low: money, high: money }).refine((range) => range.low <= range.high, 'low above high'),
  offer: money,
});
export type PartnerValuation = z.infer<typeof PartnerValuationSchema>;

/** What mfe-finance asks the partner to value. */
export interface ValuationInput {
  /** Our reference: the trade-in lead's id. */
  leadId: string;
  rego: string;
  regoState: string;
  km: number;
  condition: TradeInCondition;
}

/** Platform: how long the visitor waits for the partner before the "we will call you" answer. */
export const VALUATION_TIMEOUT_MS = 5000;

/** The valuation adapter. Never throws. */
export interface ValuationClient {
  value(input: ValuationInput): Promise<{ ok: true; valuation: PartnerValuation } | { ok: false; error: string }>;
  /** The offer-accepted update (spec: 001 §7 "offer-accepted update with lead_id"). */
  accept(valuationId: string, leadId: string): Promise<{ ok: true } | { ok: false; error: string }>;
}

const AcceptedSchema = z.object({ valuation_id: z.string() });

/**
 * Makes the valuation adapter.
 *
 * @example const result = await createValuationClient({ baseUrl: env.VALUATION_API_URL }).value(input);
 */
export function createValuationClient(options: { baseUrl: string | undefined; fetch?: typeof fetch }): ValuationClient {
  const post = async <T>(path: string, body: unknown, schema: z.ZodType<T>) => {
    const url = partnerUrl(options.baseUrl, path);
    if (!url) return { kind: 'failed', error: `VALUATION_API_URL is not a URL: ${options.baseUrl}` } as const;
    return callPartner(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      },
      { partner: 'valuation partner', schema, timeoutMs: VALUATION_TIMEOUT_MS, fetch: options.fetch },
    );
  };
  return {
    async value(input) {
      const answer = await post(
        'v1/valuations',
        {
          id: input.leadId,
          rego: input.rego,
          regoState: input.regoState,
          adjustments: { km: input.km, condition: input.condition },
        },
        PartnerValuationSchema,
      );
      if (answer.kind === 'ok') return { ok: true, valuation: answer.data };
      return {
        ok: false,
        error: answer.kind === 'status' ? `valuation partner answered ${answer.status}` : answer.error,
      };
    },
    async accept(valuationId, leadId) {
      const answer = await post(
        `v1/valuations/${encodeURIComponent(valuationId)}/accept`,
        { lead_id: leadId },
        AcceptedSchema,
      );
      if (answer.kind === 'ok') return { ok: true };
      return {
        ok: false,
        error: answer.kind === 'status' ? `valuation partner answered ${answer.status}` : answer.error,
      };
    },
  };
}

/**
 * The valuation adapter for the Worker's bindings.
 *
 * @example await valuationClientFor(c.env).value(input);
 */
export function valuationClientFor(env: Pick<FinancePartnerBindings, 'VALUATION_API_URL'>): ValuationClient {
  return createValuationClient({ baseUrl: env.VALUATION_API_URL });
}
