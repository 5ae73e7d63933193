import { findBrand, makeStockPath } from '@forecourt/shared/catalogue/brands';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

// A brand that skips its page (spec: 000 §3 Brand entry `skipPage`) goes straight to its make's stock
// search: decided here from the tenant alone, before the brand page (mfe-offers) is asked for anything.
// Any other brand path falls through to the composed brand page.

const skipPageRedirect = (param: string): MiddlewareHandler<AppEnv> => {
  return async (c, next) => {
    const brand = findBrand(c.get('tenant').catalogue.brands, c.req.param(param) ?? '');
    if (brand?.skipPage) return c.redirect(makeStockPath(brand.slug), 302);
    await next();
  };
};

/**
 * The brand pages' redirects, mounted with `app.route('/', brandRedirects)` before the composed pages.
 * @example GET /brands/kia on a site whose Kia brand skips its page → 302 /search/kia
 */
export const brandRedirects = new Hono<AppEnv>();
brandRedirects.get('/brands/:slug', skipPageRedirect('slug'));
brandRedirects.get('/:brand/overview', skipPageRedirect('brand'));
