// The API's budgets by route class, apart from the tenant schema so that a remote's declaration (read
// by plain Node at build time) can name them without loading zod schemas.

/**
 * Route classes that have their own request budget (per tenant, per client). `partners`: the vehicle
 * page's calls that each cost a partner request (delivery quote, price guide). `events`: the analytics
 * events a browser reports (`POST /api/events`). `dealerSignIns`: tries of the dealer key at the dealer's sign-in.
 */
export const ROUTE_CLASSES = [
  'api',
  'search',
  'leads',
  'codeSends',
  'reveals',
  'partners',
  'events',
  'dealerSignIns',
] as const;
export type RouteClass = (typeof ROUTE_CLASSES)[number];
