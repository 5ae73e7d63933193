import type { TradeInAnswer } from '@forecourt/shared/trade-in/api';
import { TRADE_IN_API_PATH } from '@forecourt/shared/trade-in/paths';
import { TRADE_IN_FIELDS, type TradeInErrors, type TradeInField } from './form';

// The browser's trade-in calls: `POST /api/trade-in` and the offer accepted. Never throws: a network
// failure or an unexpected answer reads as a failure with a message the visitor can act on.

/** What a call came to. */
export type TradeInCallAnswer =
  | { ok: true; answer: TradeInAnswer }
  | { ok: false; error: string; fieldErrors: TradeInErrors };

const FAILED = 'We could not send your details just now. Please try again.';

async function call(path: string, body: unknown): Promise<TradeInCallAnswer> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const answer = (await response.json().catch(() => null)) as
      | (TradeInAnswer & { error?: string; issues?: { path: string; message: string }[] })
      | null;
    if (response.ok && answer?.outcome) return { ok: true, answer };
    const fieldErrors: TradeInErrors = {};
    for (const issue of answer?.issues ?? []) {
      if (issue.path in TRADE_IN_FIELDS) fieldErrors[issue.path as TradeInField] = issue.message;
    }
    return { ok: false, error: answer?.error ?? FAILED, fieldErrors };
  } catch {
    return { ok: false, error: FAILED, fieldErrors: {} };
  }
}

/** Sends the trade-in form's body. */
export const sendTradeIn = (body: Record<string, unknown>) => call(TRADE_IN_API_PATH, body);

/** Accepts the offer of the trade-in `leadId`, with the link's token its answer carried (none: signed in). */
export const acceptTradeInOffer = (leadId: string, acceptToken: string | undefined) =>
  call(`${TRADE_IN_API_PATH}/${encodeURIComponent(leadId)}/accept`, acceptToken ? { accept_token: acceptToken } : {});
