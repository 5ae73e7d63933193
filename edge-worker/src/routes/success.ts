import { CarSlugSchema } from '@forecourt/shared/schemas/slug';
import { findVisibleCar } from '@forecourt/shared/server-kit/cars';
import { isVehicleLeadForm, SUCCESS_PATH } from '@forecourt/shared/vehicle/lead-forms';
import { SuccessBody } from '@forecourt/shell';
import { Hono } from 'hono';
import { createElement } from 'react';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { htmlPage } from '../render/page';

// The landing page after a form is sent (spec: 000 §2 "/success Landing after a form submission"):
// GET /success?form={form}&car={slug}, as the vehicle page's forms go there (shared vehicle/lead-forms
// `successPathFor`). A thank-you must never fail: a form or car it does not know is left out (the page
// still thanks the visitor), never a 400.

/** The query, each part dropped when it is not what the forms send. */
export const SuccessQuerySchema = z.object({
  form: z
    .string()
    .optional()
    .transform((value) => (isVehicleLeadForm(value) ? value : null)),
  car: CarSlugSchema.optional().catch(undefined),
});

/**
 * `GET /success`, mounted with `app.route('/success', success)`.
 *
 * @example GET /success?form=enquiry&car=2021-toyota-hilux-sr5-12 → "We have received your enquiry about the 2021 Toyota HiLux SR5."
 */
export const success = new Hono<AppEnv>();

success.get('/', async (c) => {
  const query = SuccessQuerySchema.parse(c.req.query());
  const tenant = c.get('tenant');
  const car = query.car ? await findVisibleCar(c.env.DB, tenant, query.car, new Date()) : null;
  return htmlPage(c, {
    title: 'Thank you',
    description: `Thank you for contacting ${tenant.name}.`,
    canonicalPath: SUCCESS_PATH,
    body: createElement(SuccessBody, {
      form: query.form,
      car: car ? { name: car.name, path: `/cars/${car.slug}` } : null,
    }),
  });
});
