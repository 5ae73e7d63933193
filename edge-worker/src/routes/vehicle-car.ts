import { CarSlugSchema } from '@forecourt/shared/schemas/slug';
import { validator } from 'hono/validator';
import { z } from 'zod';

// The slug parameter of the gateway's routes that still name a car by it (the checkout API, the finance
// calculator's and checkout's page loaders), checked like mfe-vehicle's /api/cars/:slug: a bad one is a 400
// naming `slug`.

/**
 * The `:slug` validator of a car route.
 *
 * @example checkout.post('/:slug/reservations', carSlugParam, (c) => c.req.valid('param').slug);
 */
export const carSlugParam = validator('param', (value) => z.object({ slug: CarSlugSchema }).parse(value));
