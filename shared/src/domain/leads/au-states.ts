/** Australian states and territories, for a trade-in's regoState (spec: 001 §7 "Trade-in valuation"). Zod-free: the browser imports it. */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
