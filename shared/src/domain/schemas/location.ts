import { z } from 'zod';

// spec: 001 §3 "Location", "Opening-hour entry", "Special hours entry".

export const LOCATION_TYPES = ['sales', 'service', 'parts', ''] as const;
export const LocationTypeSchema = z.enum(LOCATION_TYPES);
export type LocationType = z.infer<typeof LocationTypeSchema>;

/** weekday 0 = Sunday … 6 = Saturday; open/close as HH:mm in the location's local time. */
export const OpeningHourSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  status: z.enum(['Open', 'Closed']),
  open: z.string().nullable(),
  close: z.string().nullable(),
  formated_hours: z.string(),
});
export type OpeningHour = z.infer<typeof OpeningHourSchema>;

/** A holiday or one-off change to a location's hours; date is yyyy-MM-dd. */
export const SpecialHoursSchema = z.object({
  date: z.string(),
  status: z.enum(['Open', 'Closed']),
  start_hour: z.string().nullable(),
  end_hour: z.string().nullable(),
  location_id: z.number().int(),
  name: z.string().nullable(),
});
export type SpecialHours = z.infer<typeof SpecialHoursSchema>;

export const LocationAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  lat: z.number(),
  long: z.number(),
  place_id: z.string().nullable(),
  place_url: z.string().nullable(),
  map_key: z.string().nullable(),
});

export const ReviewSummarySchema = z.object({
  count: z.number().int().nonnegative(),
  /** A string, as the review provider answers it (e.g. "4.2"). */
  average_rating: z.string(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const LocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  location_type: LocationTypeSchema,
  location_subtype: z.string().nullable(),
  primary: z.boolean(),
  visible: z.boolean(),
  dealership_id: z.number().int(),
  dealership_slug: z.string(),
  manufacturers: z.array(z.string()),
  address: LocationAddressSchema,
  contact_detail: z.object({
    phone: z.string().nullable(),
    landline_phone: z.string().nullable(),
    opening_hours: z.array(OpeningHourSchema),
  }),
  special_hours: z.array(SpecialHoursSchema),
  dealer_license_number: z.string().nullable(),
  motor_vehicle_repairer: z.string().nullable(),
  image: z.string().nullable(),
  reviews: ReviewSummarySchema.nullable(),
  average_rating: z.string().nullable(),
  review_count: z.number().int().nonnegative(),
});
export type Location = z.infer<typeof LocationSchema>;
