import { z } from 'zod';
import { BROWSER_EVENTS } from './browser-event-ids';
import { LeadIdSchema } from './fields';

const EVENT_IDS = Object.values(BROWSER_EVENTS);

/**
 * The body of `POST /api/events`: one of the events a browser may report, about one of the site's cars.
 *
 * @example BrowserEventSchema.parse({ event_id: 60, car_id: 9101 }); // { event_id: 60, car_id: 9101 }
 */
export const BrowserEventSchema = z.strictObject({
  event_id: z
    .number({ error: `Expected one of ${EVENT_IDS.join(', ')}.` })
    .refine((id): id is (typeof EVENT_IDS)[number] => (EVENT_IDS as number[]).includes(id), {
      error: `Expected one of ${EVENT_IDS.join(', ')}.`,
    }),
  car_id: LeadIdSchema,
});
export type BrowserEvent = z.infer<typeof BrowserEventSchema>;
