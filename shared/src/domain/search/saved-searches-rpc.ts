import type { SavedSearchSummary } from './saved-searches.ts';

// What mfe-search answers the platform about saved searches over Workers RPC (its `MFE_SEARCH` binding): My
// Garage's list of the shopper's searches, and the scheduled run that looks at every due search and sends the
// digests (the gateway's Cron Trigger). The site is named by its slug.

/** One scheduled run's figures. */
export interface SearchAlertsReport {
  /** Searches looked at. */
  looked: number;
  /** Digests written to the outbox. */
  digests: number;
  /** Digests the SMS or e-mail partner took on this run, and those it did not (tried again later). */
  delivered: number;
  failed: number;
}

/** mfe-search's saved-search RPC, as a caller sees it. */
export interface SavedSearchesRpc {
  /** The shopper's saved searches on the site, newest first. */
  shopperSavedSearches(tenant: string, userId: number): Promise<SavedSearchSummary[]>;
  /** Looks at every due search, writes each shopper's digest to the outbox, and delivers what is due. */
  sendSearchAlerts(now: number): Promise<SearchAlertsReport>;
}
