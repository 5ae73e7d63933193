import type { CreditHistory } from '@forecourt/shared/finance/quick-quote';
import { QUOTE_DEBOUNCE_MS } from '@forecourt/shared/finance/quick-quote';
import { YOUX_QUICK_QUOTE_FAILED } from '@forecourt/shared/messages/catalogue';
import { useEffect, useState } from 'react';

// The quick estimate (spec: 001 §7 "POST /api/youx/quote (debounced 500 ms) … On failure the quote is
// cleared"; §8 "'Failed to get YouX quick quote': logged; quote cleared").

/** The partner's quote as the estimate shows it. */
export interface QuickQuote {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
}

/** What the quote is asked for. */
export interface QuoteAsk {
  price: number;
  termYears: number;
  credit: CreditHistory;
  year: number | null;
  vin: string | null;
  nvic: string | null;
  whoIsHelping: string;
}

function isQuote(value: unknown): value is QuickQuote {
  const quote = value as Partial<QuickQuote> | null;
  return (
    typeof quote?.weeklyRepaymentAmount === 'number' &&
    typeof quote.advertisedRate === 'number' &&
    typeof quote.comparisonRate === 'number'
  );
}

/**
 * The quote for `ask`, asked 500 ms after it last changed; null while none (or after a failure).
 * @example const quote = useQuickQuote({ price, termYears, credit, year, vin, nvic, whoIsHelping });
 */
export function useQuickQuote(ask: QuoteAsk): QuickQuote | null {
  const [quote, setQuote] = useState<QuickQuote | null>(null);
  const { price, termYears, credit, year, vin, nvic, whoIsHelping } = ask;
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch('/api/youx/quote', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            selfAssessedCreditScore: credit,
            purchasePrice: price,
            loanTerm: termYears,
            year,
            vin,
            nvic,
            whoIsHelping: whoIsHelping || null,
          }),
          signal: controller.signal,
        });
        const body: unknown = await res.json();
        if (!res.ok || !isQuote(body)) throw new Error(`quote answered ${res.status}`);
        setQuote(body);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(YOUX_QUICK_QUOTE_FAILED, error);
        setQuote(null);
      }
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [price, termYears, credit, year, vin, nvic, whoIsHelping]);
  return quote;
}
