import type { Car } from '@forecourt/shared';
import { CarSlugSchema } from '@forecourt/shared/schemas/slug';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { findVisibleCar } from '@forecourt/shared/server-kit/cars';
import { requestParams } from '@forecourt/shared/server-kit/request-query';
import type { SliceEnv } from '@forecourt/shared/server-kit/slice-api';
import type { Context } from 'hono';
import { z } from 'zod';
import type { VehicleBindings } from '../bindings';

// What the car routes (/api/cars/:slug and its /view.json, /autogauge, /delivery, /similar, /pdf) share:
// the slug parameter (a bad one is a 400 naming `slug`), and the car looked up through the site's stock
// rule (a car the site does not show is a 404, whoever owns it).

/** The Hono environment of mfe-vehicle's API routes. */
export type VehicleApiEnv = SliceEnv<VehicleBindings>;

type CarContext = Context<VehicleApiEnv>;

/**
 * The `:slug` validator of a car route.
 *
 * @example cars.get('/:slug/pdf', carSlugParam, (c) => c.req.valid('param').slug);
 */
export const carSlugParam = requestParams(z.object({ slug: CarSlugSchema }));

/**
 * The car with this slug if the request's site shows it, else the API's 404 answer.
 *
 * @example const found = await visibleCarOr404(c, slug); if (found instanceof Response) return found;
 */
export async function visibleCarOr404(c: CarContext, slug: string): Promise<Car | Response> {
  const car = await findVisibleCar(c.env.DB, c.get('tenant'), slug, new Date());
  return car ?? apiError(c, 404, `Car not found: ${slug}`);
}

/**
 * Logs a call to a partner that failed, with the request it served.
 *
 * @example logUpstreamFailure(c, 'price guide', result.error);
 */
export function logUpstreamFailure(c: CarContext, upstream: string, error: string): void {
  console.warn(
    JSON.stringify({
      level: 'warn',
      message: `${upstream} failed`,
      requestId: c.get('requestId'),
      path: c.req.path,
      error,
    }),
  );
}
