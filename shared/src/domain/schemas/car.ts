import { z } from 'zod';

// spec: 000 §3 "Car" — every field the listing, the card and the detail page read.

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();

export const CAR_TYPES = ['new', 'demo', 'used'] as const;
export const CarTypeSchema = z.enum(CAR_TYPES);
export type CarType = z.infer<typeof CarTypeSchema>;

/** Statuses the product knows; any other value is treated as sold (spec: 000 §3). */
export const KNOWN_CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;

export const CarImageSchema = z.object({
  image: z.object({
    url: z.string(),
    thumb: z.object({ url: z.string() }),
  }),
});
export type CarImage = z.infer<typeof CarImageSchema>;

/** A hotspot: where a feature sits on each spin frame, and what it is. */
export const HotspotSchema = z.object({
  description: z.string(),
  positions: z.array(
    z.object({
      frame: z.number().int().nonnegative(),
      x: z.number().min(0).max(1),
      y: z.number().min(0).max(1),
    }),
  ),
});
export type Hotspot = z.infer<typeof HotspotSchema>;

export const CarMediaSchema = z.object({
  images: z.array(CarImageSchema),
  primary_image_url: nullableText,
  thumbnails: z.array(z.string()),
  video_url: nullableText,
  external_video_url: nullableText,
  spin_images: z.array(z.string()),
  spin_code: nullableText,
  spin_interior_image: nullableText,
  hotspots: z.object({
    exterior: z.array(HotspotSchema),
    interior: z.array(HotspotSchema),
  }),
});

export const CarVariantSchema = z.object({
  cylinders: nullableNumber,
  enginesize: nullableNumber,
  enginesize_litres: nullableNumber,
  induction: nullableText,
  geartype: nullableText,
  fuelconsumptioncombined: nullableNumber,
  fuelcapacity: nullableNumber,
  grossvehiclemass: nullableNumber,
  vehiclelength: nullableNumber,
  vehicleheight: nullableNumber,
  vehiclewidth: nullableNumber,
  towingcapacitybraked: nullableNumber,
  torque: nullableNumber,
  bodyconfiguration: nullableText,
  ancaprating: nullableNumber,
});
export type CarVariant = z.infer<typeof CarVariantSchema>;

/** Caravan specifications (item_type caravan). */
export const CaravanSpecificationsSchema = z.object({
  body_width: nullableNumber,
  body_length: nullableNumber,
  tare_weight: nullableNumber,
  axle_type: nullableText,
  sleeps: nullableNumber,
  aggregate_trailer_mass: nullableNumber,
});
export type CaravanSpecifications = z.infer<typeof CaravanSpecificationsSchema>;

export const CarLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  phone: nullableText,
  city: z.string(),
  state: z.string(),
  distribution_locations: z.array(z.string()),
  address: z.object({
    id: z.number().int(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    /** Where the location is (its Location's `address.lat`/`long`): the car page's map pins it; absent, no map. */
    lat: z.number().min(-90).max(90).optional(),
    long: z.number().min(-180).max(180).optional(),
  }),
});
export type CarLocation = z.infer<typeof CarLocationSchema>;

export const AutograbDataSchema = z.object({
  state_average_market_price: nullableNumber,
  average_market_price: nullableNumber,
});

/** The finance partner's quote for a car (spec: 001 §3 "Quote response"). */
export const FinanceQuoteSchema = z.object({
  weeklyRepaymentAmount: z.number(),
  advertisedRate: z.number(),
  comparisonRate: z.number(),
});
export type FinanceQuote = z.infer<typeof FinanceQuoteSchema>;

/** spec: 001 §3 "Finance lender"; weekly/monthly payment are read by the lender availability rules (001 §7). */
export const FinanceLenderSchema = z.object({
  financeProvider: z.string(),
  establishmentFees: nullableNumber,
  termYears: nullableNumber,
  termMonths: nullableNumber,
  termWeeks: nullableNumber,
  interestRate: nullableNumber,
  comparisonRate: nullableNumber,
  deposit: nullableNumber,
  totalPayable: nullableNumber,
  weeklyPayment: nullableNumber,
  monthlyPayment: nullableNumber,
  /** The lender's account fee a month, in its repayments (the partner's panel says it; stored figures may not). */
  monthlyFees: nullableNumber.optional(),
  disclaimer: nullableText,
});
export type FinanceLender = z.infer<typeof FinanceLenderSchema>;

export const CarSpecificationFieldsSchema = z.object({
  simple_body: nullableText,
  simple_transmission: nullableText,
  simple_fuel: nullableText,
  simple_drive: nullableText,
  trans: nullableText,
  drive: nullableText,
  fuel: nullableText,
  seats: nullableNumber,
  doors: nullableNumber,
  engine_size: nullableNumber,
  engine_size_litres: nullableNumber,
  gearnum: nullableNumber,
  bodyconfiguration: nullableText,
  standardEquipment: z.array(z.string()),
  item_type: z.string(),
});

export const CarSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  path: z.string().startsWith('/'),
  name: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  badge: nullableText,
  series: nullableText,
  colour: nullableText,
  interior_colour: nullableText,
  km: z.number().int().nonnegative(),
  price: z.number().nonnegative(),
  before_price: nullableNumber,
  subscription_price: nullableNumber,
  price_type: nullableText,
  preorder: z.boolean(),
  car_type: CarTypeSchema,
  status: z.string(),
  sold_at: nullableText,
  tag: nullableText,
  reserved: z.boolean(),
  certified: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  stocknum: z.string(),
  vin: nullableText,
  nvic: nullableText,
  has_nvic: z.boolean(),
  regplate: nullableText,
  rego_expiry: nullableText,
  compliance_date: nullableText,
  build_date: nullableText,
  views: z.number().int().nonnegative(),
  photos_count: z.number().int().nonnegative(),
  show_on_dealer_website: z.boolean(),
  location_id: z.number().int(),
  dealership_id: z.number().int(),
  dealership_slug: z.string(),
  city: z.string(),
  state: z.string(),
  location_name: z.string(),
  dealercomments: nullableText,
  file: nullableText,
  carsales_title: nullableText,
  private_suburb: nullableText,
  private_postcode: nullableText,
  payment_processors: z.array(z.string()),
  reserveAmount: nullableNumber,
  trade_in_enabled: z.boolean(),
  ...CarMediaSchema.shape,
  ...CarSpecificationFieldsSchema.shape,
  variant: CarVariantSchema.nullable(),
  specifications: CaravanSpecificationsSchema.nullable(),
  location: CarLocationSchema,
  autograb_data: AutograbDataSchema.nullable(),
  quote: FinanceQuoteSchema.nullable(),
  finance_lenders: z.array(FinanceLenderSchema),
});
export type Car = z.infer<typeof CarSchema>;

/** spec: 000 §4 — for the detail page, in stock means in_stock or coming_soon; anything else is sold. */
export function isInStock(car: Pick<Car, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}
