import { OfferIdSchema, OffersSearchRequestSchema, offersRequestInput } from '@forecourt/shared';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { findSiteOffer, searchSiteOffers } from '../services/offers';

// The special offers API (issue 15; spec: 000 §7 "Dealership offers search", 001 §2 "Offers"). Queries
// are parsed with shared's strict schema (an unknown name or a bad value is a 400 naming it); an
// unknown dealership or offer is a 404. Only offers the site shows today are ever answered.

/** `?query=&categories[0]=&price=min:max&offset=&dealership=`, checked. */
const offersQuery = validator('query', (_value, c) =>
  OffersSearchRequestSchema.parse(offersRequestInput(new URL(c.req.url).searchParams)),
);

/** `:id`, a positive integer. */
const offerIdParam = validator('param', (value) => z.object({ id: OfferIdSchema }).parse(value));

/**
 * `/api/offers` routes, mounted with `app.route('/api/offers', offers)`:
 * - `GET /api/offers?…` → OffersSearchResponse (404 for a dealership the site does not have);
 * - `GET /api/offers/:id` → `{ offer }` (404 for an offer the site does not show).
 *
 * The page loaders mount the same app at `/api/pages/offers` for the offers pages.
 *
 * @example GET /api/offers?categories[0]=Runout&offset=21
 */
export const offers = new Hono<AppEnv>();

offers.use('*', async (c, next) => {
  await next();
  // Depends on the site (Host) and the day; short, shared by every visitor of the site.
  if (c.res.ok) c.header('Cache-Control', 'public, max-age=60');
});

offers.get('/', offersQuery, async (c) => {
  const request = c.req.valid('query');
  const answer = await searchSiteOffers(c.env.DB, c.get('tenant'), request, new Date());
  return answer ? c.json(answer) : apiError(c, 404, `Dealership not found: ${request.dealership}`);
});

offers.get('/:id', offerIdParam, async (c) => {
  const { id } = c.req.valid('param');
  const offer = await findSiteOffer(c.env.DB, c.get('tenant'), id, new Date());
  return offer ? c.json({ offer }) : apiError(c, 404, `Offer not found: ${id}`);
});
