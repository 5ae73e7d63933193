import { type AnswerCache, createAnswerCache } from '@forecourt/shared/server-kit/answer-cache';

// What one isolate of mfe-finance keeps between requests: the finance partner's answers for a car (its quote
// and lenders, 5 minutes, keyed by the car's price and `updated_at`), which the car page's calculator and
// teaser ask on every view. The loaders and the RPC share it.

/** The isolate's kept answers. */
export interface FinanceIsolate {
  cache: AnswerCache;
}

/**
 * Makes an isolate's pieces: once per Worker (server.ts); tests make their own.
 * @example const isolate = createFinanceIsolate();
 */
export function createFinanceIsolate(): FinanceIsolate {
  return { cache: createAnswerCache() };
}
