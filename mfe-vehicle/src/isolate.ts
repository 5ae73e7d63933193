import { type AnswerCache, createAnswerCache } from '@forecourt/shared/server-kit/answer-cache';

// What one isolate of mfe-vehicle keeps between requests: the car page's slowly changing parts (the price
// guide's comparison, the similar cars, the blog cards, the finance quote; server kit answer-cache.ts).

/** The isolate's pieces. */
export interface VehicleIsolate {
  cache: AnswerCache;
}

/**
 * Makes an isolate's pieces: once per Worker (server.ts); tests make their own.
 * @example const isolate = createVehicleIsolate();
 */
export function createVehicleIsolate(): VehicleIsolate {
  return { cache: createAnswerCache() };
}
