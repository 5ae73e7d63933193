import { OfferIdSchema, OffersSearchRequestSchema, offersRequestInput } from '@forecourt/shared/offers/api';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { findSiteOffer } from '@forecourt/shared/server-kit/offers';
import { requestParams, requestQuery } from '@forecourt/shared/server-kit/request-query';
import type { SliceEnv } from '@forecourt/shared/server-kit/slice-api';
import { Hono } from 'hono';
import { z } from 'zod';
import type { OffersBindings } from '../bindings';
import { searchSiteOffers } from '../db/offers';

// The special offers API (issue 15; spec: 000 §7 "Dealership offers search", 001 §2 "Offers"). Queries
// are parsed with shared's strict schema (an unknown name or a bad value is a 400 naming it); an
// unknown dealership or offer is a 404. Only offers the site shows today are ever answered.

/** `?query=&categories[0]=&price=min:max&offset=&dealership=`, checked (`categories[n]` gathered into a list). */
const offersQuery = requestQuery(OffersSearchRequestSchema, (c) => offersRequestInput(new URL(c.req.url).searchParams));

/** `:id`, a positive integer. */
const offerIdParam = requestParams(z.object({ id: OfferIdSchema }));

/**
 * `/api/offers` routes, mounted with `api.route('/api/offers', offers)`:
 * - `GET /api/offers?…` → OffersSearchResponse (404 for a dealership the site does not have);
 * - `GET /api/offers/:id` → `{ offer }` (404 for an offer the site does not show).
 *
 * @example GET /api/offers?categories[0]=Runout&offset=21
 */
export const offers = new Hono<SliceEnv<OffersBindings>>();

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
