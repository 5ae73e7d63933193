import type { Car } from '@forecourt/shared';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { findVisibleCar } from '@forecourt/shared/server-kit/cars';
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { CarSlugSchema } from './cars';

// What the vehicle page's car routes (/api/cars/:slug/autogauge, /delivery, /similar, /pdf) share: the
// slug parameter, checked like /api/cars/:slug (a bad one is a 400 naming `slug`), and the car looked up
// through the site's stock rule (a car the site does not show is a 404, whoever owns it).

/**
 * The `:slug` validator of a car route.
 *
 * @example vehicle.get('/:slug/pdf', carSlugParam, (c) => c.req.valid('param').slug);
 */
export const carSlugParam = validator('param', (value) => z.object({ slug: CarSlugSchema }).parse(value));

/**
 * The car with this slug if the request's site shows it, else the API's 404 answer.
 *
 * @example const found = await visibleCarOr404(c, slug); if (found instanceof Response) return found;
 */
export async function visibleCarOr404(c: Context<AppEnv>, slug: string): Promise<Car | Response> {
  const car = await findVisibleCar(c.env.DB, c.get('tenant'), slug, new Date());
  return car ?? apiError(c, 404, `Car not found: ${slug}`);
}

/**
 * Logs a call to a partner or the search engine that failed, with the request it served.
 *
 * @example logUpstreamFailure(c, 'price guide', result.error);
 */
export function logUpstreamFailure(c: Context<AppEnv>, upstream: string, error: string): void {
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
