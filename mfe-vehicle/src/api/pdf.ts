import { Hono } from 'hono';
import { carSlugParam, type VehicleApiEnv, visibleCarOr404 } from './car';

// GET /api/cars/:slug/pdf (spec: 000 §7 "PDF for a car slug", downloaded as {slug}.pdf): the car's
// sheet drawn at the edge with pdf-lib (../pdf). A car the site does not show is a 404 JSON.
// pdf-lib is imported on the first PDF asked for, so an isolate that serves none never evaluates it.

/**
 * The PDF route, mounted with `api.route('/api/cars', pdf)`.
 *
 * @example GET /api/cars/2021-toyota-hilux-sr5-42/pdf → application/pdf, attachment; filename="2021-toyota-hilux-sr5-42.pdf"
 */
export const pdf = new Hono<VehicleApiEnv>();

pdf.get('/:slug/pdf', carSlugParam, async (c) => {
  const { slug } = c.req.valid('param');
  const car = await visibleCarOr404(c, slug);
  if (car instanceof Response) return car;
  const { carSheet, renderCarSheetPdf } = await import('../pdf');
  const tenant = c.get('tenant');
  const now = new Date();
  const sheet = carSheet(car, tenant, { url: new URL(car.path, c.req.url).href, now });
  const bytes = await renderCarSheetPdf(sheet, { colours: tenant.theme.colors, now });
  return c.body(bytes, 200, {
    'Content-Type': 'application/pdf',
    // The slug is letters, digits, - and _ only (CarSlugSchema), so it needs no quoting rules.
    'Content-Disposition': `attachment; filename="${slug}.pdf"`,
    'Cache-Control': 'private, max-age=60',
  });
});
