import { type Make, type Model, slugify } from '@forecourt/shared';
import type { ItemType } from './makes';
import type { FrameKey, PowertrainKey } from './specs';

// Australian-market models with their badges and typical new drive-away prices. Figures are rounded
// demo values, good enough for search filters, price bands and finance maths to behave realistically.

// biome-ignore format: word lists read best packed
export const SIMPLE_BODIES = [
  'Sedan', 'Hatch', 'SUV', 'Ute', 'Wagon', 'Van', 'Coupe', 'Convertible', 'People Mover', 'Cab Chassis',
  'Motorcycle', 'Truck', 'Caravan',
] as const;
export type SimpleBody = (typeof SIMPLE_BODIES)[number];

/** spec: 000 §3 — "series (values duo, city, sport on one site)": these only ever appear on harbourcity. */
export const SITE_ONLY_SERIES = ['duo', 'city', 'sport'] as const;

/** Model-year series ('MY25') follow the car's year. */
export const MODEL_YEAR_SERIES = 'model-year';

/** A caravan floor plan (spec: 000 §3 "Specifications sub-object"); lengths in mm, masses in kg. */
export interface CaravanLayout {
  length: number;
  width: number;
  tare: number;
  atm: number;
  axle: 'Single' | 'Tandem';
  sleeps: number;
}

/** [badge (null when the model has none), new drive-away price in dollars, powertrain if not the model's]. */
type BadgeRow = readonly [name: string | null, price: number, powertrain?: PowertrainKey];

interface ModelRow {
  make: string;
  name: string;
  body: SimpleBody;
  frame: FrameKey;
  pt: PowertrainKey;
  /** First model year sold, and the last one (absent while still on sale). */
  years: readonly [from: number, to?: number];
  /** Relative share of stock among comparable models. */
  pop: number;
  badges: readonly BadgeRow[];
  alt?: readonly SimpleBody[];
  series?: readonly string[] | typeof MODEL_YEAR_SERIES;
  caravan?: CaravanLayout;
}

const MY = MODEL_YEAR_SERIES;

// biome-ignore format: a catalogue reads best one model a line
const CAR_ROWS: readonly ModelRow[] = [
  { make: 'Toyota', name: 'Hilux', body: 'Ute', frame: 'dualCabUte', pt: 'diesel-2.8-auto6-4wd', years: [2015], pop: 10, alt: ['Cab Chassis'], badges: [['Workmate', 38990, 'petrol-2.7-auto6-rwd'], ['SR', 53990], ['SR Hi-Rider', 49990, 'diesel-2.8-auto6-rwd'], ['SR5', 63990], ['Rogue', 73990], ['GR Sport', 79990]] },
  { make: 'Toyota', name: 'RAV4', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-2.0-cvt-fwd', years: [2019], pop: 10, badges: [['GX', 41990], ['GXL', 45990], ['GXL Hybrid', 48990, 'hybrid-2.5-cvt-fwd'], ['XSE Hybrid', 53990, 'hybrid-2.5-cvt-awd'], ['Cruiser Hybrid', 56990, 'hybrid-2.5-cvt-awd'], ['Edge', 58990, 'petrol-2.5-auto6-awd']] },
  { make: 'Toyota', name: 'Corolla', body: 'Hatch', frame: 'smallHatch', pt: 'petrol-2.0-cvt-fwd', years: [2018], pop: 7, alt: ['Sedan'], badges: [['Ascent Sport', 32990], ['Ascent Sport Hybrid', 35990, 'hybrid-1.8-cvt-fwd'], ['SX Hybrid', 39990, 'hybrid-1.8-cvt-fwd'], ['ZR Hybrid', 44990, 'hybrid-1.8-cvt-fwd']] },
  { make: 'Toyota', name: 'Corolla Cross', body: 'SUV', frame: 'smallSuv', pt: 'petrol-2.0-cvt-fwd', years: [2022], pop: 6, badges: [['GX', 37990], ['GXL Hybrid', 44990, 'hybrid-2.0-cvt-fwd'], ['Atmos Hybrid', 51990, 'hybrid-2.0-cvt-fwd']] },
  { make: 'Toyota', name: 'Camry', body: 'Sedan', frame: 'mediumSedan', pt: 'hybrid-2.5-cvt-fwd', years: [2017], pop: 4, badges: [['Ascent', 41990], ['SX', 47990], ['SL', 51990]] },
  { make: 'Toyota', name: 'LandCruiser 300', body: 'SUV', frame: 'upperLargeSuv', pt: 'diesel-3.3-v6-auto10-4wd', years: [2021], pop: 4, badges: [['GX', 101990], ['GXL', 112990], ['VX', 125990], ['Sahara', 141990], ['GR Sport', 149990]] },
  { make: 'Toyota', name: 'LandCruiser Prado', body: 'SUV', frame: 'largeSuv', pt: 'diesel-2.8-auto6-4wd', years: [2015], pop: 5, badges: [['GX', 72990], ['GXL', 80990], ['VX', 90990], ['Kakadu', 99990]] },
  { make: 'Toyota', name: 'Kluger', body: 'SUV', frame: 'largeSuv', pt: 'petrol-3.5-v6-auto8-awd', years: [2014], pop: 4, badges: [['GX', 56990], ['GXL Hybrid', 72990, 'hybrid-2.5-cvt-awd'], ['Grande Hybrid', 86990, 'hybrid-2.5-cvt-awd']] },
  { make: 'Toyota', name: 'Yaris Cross', body: 'SUV', frame: 'lightSuv', pt: 'hybrid-1.5-cvt-fwd', years: [2020], pop: 4, badges: [['GX', 32990, 'petrol-1.5-cvt-fwd'], ['GXL Hybrid', 37990], ['Urban Hybrid', 40990]] },
  { make: 'Toyota', name: 'HiAce', body: 'Van', frame: 'van', pt: 'diesel-2.8-auto6-van', years: [2019], pop: 3, badges: [['LWB', 52990], ['SLWB', 57990], ['Commuter', 76990]] },
  { make: 'Mazda', name: 'CX-5', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-2.0-auto6-fwd', years: [2017], pop: 9, series: MY, badges: [['Maxx', 38990], ['Maxx Sport', 42990, 'petrol-2.5-auto6-fwd'], ['Touring', 46990, 'petrol-2.5-auto6-awd'], ['GT SP', 52990, 'petrol-2.5-auto6-awd'], ['Akera', 56990, 'petrol-2.5-auto6-awd']] },
  { make: 'Mazda', name: 'CX-3', body: 'SUV', frame: 'lightSuv', pt: 'petrol-2.0-auto6-fwd', years: [2015], pop: 5, badges: [['Neo Sport', 30990], ['Maxx Sport', 33990], ['Akari', 38990]] },
  { make: 'Mazda', name: 'CX-30', body: 'SUV', frame: 'smallSuv', pt: 'petrol-2.0-auto6-fwd', years: [2019], pop: 5, series: MY, badges: [['G20 Pure', 35990], ['G20 Evolve', 38990], ['G25 Touring', 42990, 'petrol-2.5-auto6-fwd'], ['G25 Astina', 48990, 'petrol-2.5-auto6-awd']] },
  { make: 'Mazda', name: 'Mazda3', body: 'Hatch', frame: 'smallHatch', pt: 'petrol-2.0-auto6-fwd', years: [2014], pop: 6, alt: ['Sedan'], badges: [['G20 Pure', 32990], ['G20 Evolve', 35990], ['G25 GT', 40990, 'petrol-2.5-auto6-fwd'], ['G25 Astina', 44990, 'petrol-2.5-auto6-fwd']] },
  { make: 'Mazda', name: 'Mazda2', body: 'Hatch', frame: 'lightHatch', pt: 'petrol-1.5-cvt-fwd', years: [2015], pop: 3, badges: [['G15 Pure', 26990], ['G15 Evolve', 28990], ['G15 GT', 31990]] },
  { make: 'Mazda', name: 'BT-50', body: 'Ute', frame: 'dualCabUte', pt: 'diesel-3.0-auto6-4wd', years: [2020], pop: 6, alt: ['Cab Chassis'], badges: [['XS', 50990], ['XT', 55990], ['XTR', 61990], ['GT', 65990], ['Thunder', 71990]] },
  { make: 'Mazda', name: 'CX-60', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-3.0t-auto8-awd', years: [2022], pop: 2, badges: [['G40e Evolve', 63990], ['D50e GT', 74990, 'diesel-3.0-i6-auto8-awd'], ['P50e Azami', 84990, 'phev-2.4-awd']] },
  { make: 'Mazda', name: 'CX-90', body: 'SUV', frame: 'largeSuv', pt: 'petrol-3.0t-auto8-awd', years: [2023], pop: 2, badges: [['G50e Touring', 81990], ['D50e GT', 91990, 'diesel-3.0-i6-auto8-awd'], ['G50e Azami', 99990]] },
  { make: 'Mazda', name: 'CX-8', body: 'SUV', frame: 'largeSuv', pt: 'diesel-2.2-auto8-awd', years: [2018, 2023], pop: 2, badges: [['Sport', 46990, 'petrol-2.5-auto6-fwd'], ['Touring', 55990], ['Asaki', 64990]] },
  { make: 'Mazda', name: 'MX-5', body: 'Convertible', frame: 'convertible', pt: 'petrol-2.0-manual6-rwd', years: [2015], pop: 1, alt: ['Coupe'], badges: [['Roadster', 43990], ['Roadster GT', 48990], ['RF GT', 53990]] },
  { make: 'Hyundai', name: 'Tucson', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-2.0-auto6-fwd', years: [2015], pop: 8, series: MY, badges: [['Tucson', 38990], ['Elite', 45990], ['Elite Hybrid', 51990, 'hybrid-1.6t-auto6-awd'], ['Highlander', 53990, 'petrol-1.6t-dct-awd'], ['N Line', 49990, 'petrol-1.6t-dct-awd']] },
  { make: 'Hyundai', name: 'i30', body: 'Hatch', frame: 'smallHatch', pt: 'petrol-2.0-auto6-fwd', years: [2017], pop: 7, series: MY, alt: ['Sedan'], badges: [['i30', 29990], ['Active', 31990], ['Elite', 35990], ['N Line', 37990, 'petrol-1.5t-dct-fwd'], ['N', 52990, 'petrol-2.0t-manual-fwd']] },
  { make: 'Hyundai', name: 'Kona', body: 'SUV', frame: 'smallSuv', pt: 'petrol-2.0-cvt-fwd', years: [2017], pop: 6, series: MY, badges: [['Kona', 34990], ['Premium', 42990], ['Hybrid Premium', 46990, 'hybrid-1.6t-auto6-fwd'], ['Electric Extended Range', 59990, 'ev-fwd'], ['N Line Premium', 48990, 'petrol-1.6t-dct-awd']] },
  { make: 'Hyundai', name: 'Santa Fe', body: 'SUV', frame: 'largeSuv', pt: 'diesel-2.2-auto8-awd', years: [2018], pop: 4, series: MY, badges: [['Santa Fe', 54990], ['Elite', 62990], ['Elite Hybrid', 67990, 'hybrid-1.6t-auto6-awd'], ['Calligraphy Hybrid', 78990, 'hybrid-1.6t-auto6-awd']] },
  { make: 'Hyundai', name: 'Venue', body: 'SUV', frame: 'lightSuv', pt: 'petrol-1.5-cvt-fwd', years: [2019], pop: 4, badges: [['Venue', 26990], ['Active', 28990], ['Elite', 31990]] },
  { make: 'Hyundai', name: 'Ioniq 5', body: 'SUV', frame: 'mediumSuv', pt: 'ev-rwd', years: [2021], pop: 3, badges: [['Dynamiq', 72990], ['Epiq', 84990, 'ev-awd'], ['N', 115990, 'ev-awd']] },
  { make: 'Hyundai', name: 'Staria', body: 'People Mover', frame: 'peopleMover', pt: 'diesel-2.2-auto8-fwd', years: [2021], pop: 2, badges: [['Staria', 56990], ['Elite', 63990], ['Highlander', 72990]] },
  { make: 'Hyundai', name: 'Palisade', body: 'SUV', frame: 'largeSuv', pt: 'petrol-3.5-v6-auto8-awd', years: [2020], pop: 2, badges: [['Elite', 68990], ['Highlander', 80990, 'diesel-2.2-auto8-awd']] },
  { make: 'Kia', name: 'Sportage', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-2.0-auto6-fwd', years: [2016], pop: 8, series: MY, badges: [['S', 37990], ['SX', 41990], ['SX+', 46990], ['GT-Line', 55990, 'diesel-2.2-auto8-awd'], ['GT-Line Hybrid', 58990, 'hybrid-1.6t-auto6-awd']] },
  { make: 'Kia', name: 'Seltos', body: 'SUV', frame: 'smallSuv', pt: 'petrol-2.0-cvt-fwd', years: [2019], pop: 5, badges: [['S', 31990], ['Sport', 34990], ['Sport+', 38990, 'petrol-1.6t-dct-awd'], ['GT-Line', 44990, 'petrol-1.6t-dct-awd']] },
  { make: 'Kia', name: 'Cerato', body: 'Hatch', frame: 'smallHatch', pt: 'petrol-2.0-auto6-fwd', years: [2018, 2024], pop: 5, alt: ['Sedan'], badges: [['S', 28990], ['Sport', 31990], ['Sport+', 34990], ['GT', 39990, 'petrol-1.5t-dct-fwd']] },
  { make: 'Kia', name: 'Sorento', body: 'SUV', frame: 'largeSuv', pt: 'petrol-3.5-v6-auto8-awd', years: [2015], pop: 4, series: MY, badges: [['S', 54990], ['Sport', 58990], ['GT-Line', 70990, 'diesel-2.2-auto8-awd'], ['GT-Line PHEV', 82990, 'phev-1.6t-awd']] },
  { make: 'Kia', name: 'Carnival', body: 'People Mover', frame: 'peopleMover', pt: 'diesel-2.2-auto8-fwd', years: [2015], pop: 4, series: MY, badges: [['S', 52990], ['Sport', 57990], ['Sport+', 63990], ['Platinum', 72990]] },
  { make: 'Kia', name: 'EV6', body: 'SUV', frame: 'mediumSuv', pt: 'ev-rwd', years: [2022], pop: 2, badges: [['Air', 72990], ['GT-Line', 84990, 'ev-awd'], ['GT', 106990, 'ev-awd']] },
  { make: 'Kia', name: 'Picanto', body: 'Hatch', frame: 'lightHatch', pt: 'petrol-1.2-cvt-fwd', years: [2017], pop: 4, series: SITE_ONLY_SERIES, badges: [['S', 19990], ['GT-Line', 22990]] },
  { make: 'Kia', name: 'Stonic', body: 'SUV', frame: 'lightSuv', pt: 'petrol-1.5t-dct-fwd', years: [2021], pop: 3, series: SITE_ONLY_SERIES, badges: [['S', 27990, 'petrol-1.5-cvt-fwd'], ['Sport', 29990], ['GT-Line', 33990]] },
  { make: 'Kia', name: 'Tasman', body: 'Ute', frame: 'dualCabUte', pt: 'diesel-2.4-auto6-4wd', years: [2025], pop: 3, alt: ['Cab Chassis'], badges: [['S', 52990], ['SX', 58990], ['SX+', 65990], ['X-Pro', 75990]] },
  { make: 'Ford', name: 'Ranger', body: 'Ute', frame: 'dualCabUte', pt: 'diesel-2.0bt-auto10-4wd', years: [2015], pop: 10, series: MY, alt: ['Cab Chassis'], badges: [['XL', 49990], ['XLS', 56990], ['XLT', 66990], ['Sport', 71990, 'diesel-3.0-v6-auto10-4wd'], ['Wildtrak', 76990, 'diesel-3.0-v6-auto10-4wd'], ['Platinum', 85990, 'diesel-3.0-v6-auto10-4wd'], ['Raptor', 92990, 'petrol-3.0t-auto8-awd']] },
  { make: 'Ford', name: 'Everest', body: 'SUV', frame: 'largeSuv', pt: 'diesel-2.0bt-auto10-4wd', years: [2015], pop: 5, series: MY, badges: [['Ambiente', 58990], ['Trend', 66990], ['Sport', 71990, 'diesel-3.0-v6-auto10-4wd'], ['Platinum', 84990, 'diesel-3.0-v6-auto10-4wd']] },
  { make: 'Ford', name: 'Puma', body: 'SUV', frame: 'lightSuv', pt: 'petrol-1.5t-dct-fwd', years: [2020], pop: 3, badges: [['Puma', 33990], ['ST-Line', 37990], ['ST-Line V', 40990]] },
  { make: 'Ford', name: 'Mustang', body: 'Coupe', frame: 'coupe', pt: 'petrol-5.0-v8-auto10-rwd', years: [2015], pop: 3, alt: ['Convertible'], badges: [['EcoBoost', 68990, 'petrol-2.0t-auto8-rwd'], ['GT Fastback', 82990], ['Dark Horse', 109990]] },
  { make: 'Ford', name: 'Transit Custom', body: 'Van', frame: 'van', pt: 'diesel-2.0-auto6-fwd', years: [2014], pop: 3, badges: [['Trend', 59990], ['Sport', 69990]] },
  { make: 'Ford', name: 'Escape', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-2.0t-auto8-awd', years: [2020, 2024], pop: 2, badges: [['Escape', 41990, 'petrol-2.5-auto6-fwd'], ['ST-Line', 46990], ['PHEV', 58990, 'phev-1.5t-fwd']] },
  { make: 'Ford', name: 'Mustang Mach-E', body: 'SUV', frame: 'mediumSuv', pt: 'ev-rwd', years: [2022], pop: 1, badges: [['Select', 72990], ['Premium', 84990, 'ev-awd'], ['GT', 99990, 'ev-awd']] },
  { make: 'Ford', name: 'Focus', body: 'Hatch', frame: 'smallHatch', pt: 'petrol-1.5t-dct-fwd', years: [2015, 2023], pop: 2, badges: [['Trend', 29990], ['ST-Line', 34990], ['ST', 50990, 'petrol-2.0t-manual-fwd']] },
  { make: 'Ford', name: 'Falcon', body: 'Sedan', frame: 'mediumSedan', pt: 'petrol-4.0-auto6-rwd', years: [2012, 2016], pop: 2, alt: ['Ute'], badges: [['XT', 37990], ['G6E', 45990], ['XR6', 43990]] },
  { make: 'Mitsubishi', name: 'Outlander', body: 'SUV', frame: 'largeSuv', pt: 'petrol-2.5-cvt-awd', years: [2015], pop: 6, series: MY, badges: [['ES', 38990], ['LS', 44990], ['Aspire', 49990], ['Exceed', 53990], ['Exceed Tourer PHEV', 66990, 'phev-2.4-awd']] },
  { make: 'Mitsubishi', name: 'Triton', body: 'Ute', frame: 'dualCabUte', pt: 'diesel-2.4-auto6-4wd', years: [2015], pop: 6, series: MY, alt: ['Cab Chassis'], badges: [['GLX', 45990], ['GLX+', 50990], ['GLS', 57990], ['GSR', 62990]] },
  { make: 'Mitsubishi', name: 'ASX', body: 'SUV', frame: 'smallSuv', pt: 'petrol-2.0-cvt-fwd', years: [2013, 2025], pop: 4, badges: [['ES', 28990], ['LS', 31990], ['Exceed', 35990]] },
  { make: 'Mitsubishi', name: 'Pajero Sport', body: 'SUV', frame: 'largeSuv', pt: 'diesel-2.4-auto6-4wd', years: [2016], pop: 3, badges: [['GLX', 51990], ['GLS', 55990], ['Exceed', 59990]] },
  { make: 'Mitsubishi', name: 'Eclipse Cross', body: 'SUV', frame: 'smallSuv', pt: 'petrol-1.5-cvt-fwd', years: [2018], pop: 2, badges: [['ES', 33990], ['Aspire', 39990], ['PHEV Exceed', 55990, 'phev-2.4-awd']] },
  { make: 'Mitsubishi', name: 'Pajero', body: 'SUV', frame: 'upperLargeSuv', pt: 'diesel-3.0-auto6-4wd', years: [2010, 2021], pop: 2, badges: [['GLX', 52990], ['GLS', 58990], ['Exceed', 65990]] },
  { make: 'Volkswagen', name: 'Golf', body: 'Hatch', frame: 'smallHatch', pt: 'petrol-1.5t-dct-fwd', years: [2014], pop: 4, alt: ['Wagon'], badges: [['Life', 38990], ['R-Line', 44990], ['GTI', 56990, 'petrol-2.0t-dct-fwd'], ['R', 68990, 'petrol-2.0t-auto8-awd']] },
  { make: 'Volkswagen', name: 'Amarok', body: 'Ute', frame: 'dualCabUte', pt: 'diesel-2.0bt-auto10-4wd', years: [2016], pop: 5, badges: [['Core', 58990], ['Life', 63990], ['Style', 70990], ['PanAmericana', 80990, 'diesel-3.0-v6-auto10-4wd'], ['Aventura', 84990, 'diesel-3.0-v6-auto10-4wd']] },
  { make: 'Volkswagen', name: 'Tiguan', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-1.5t-dct-fwd', years: [2016], pop: 4, badges: [['Life', 45990], ['Elegance', 58990, 'petrol-2.0t-auto8-awd'], ['R-Line', 62990, 'petrol-2.0t-auto8-awd']] },
  { make: 'Volkswagen', name: 'Polo', body: 'Hatch', frame: 'lightHatch', pt: 'petrol-1.2-cvt-fwd', years: [2014], pop: 3, badges: [['Life', 29990], ['Style', 32990], ['GTI', 42990, 'petrol-2.0t-dct-fwd']] },
  { make: 'Volkswagen', name: 'T-Roc', body: 'SUV', frame: 'smallSuv', pt: 'petrol-1.5t-dct-fwd', years: [2020], pop: 2, badges: [['CityLife', 39990], ['Style', 43990], ['R-Line', 48990]] },
  { make: 'Nissan', name: 'Navara', body: 'Ute', frame: 'dualCabUte', pt: 'diesel-2.4-auto6-4wd', years: [2015], pop: 5, alt: ['Cab Chassis'], badges: [['SL', 50990], ['ST', 55990], ['ST-X', 62990], ['PRO-4X', 66990]] },
  { make: 'Nissan', name: 'X-Trail', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-2.5-cvt-awd', years: [2014], pop: 5, badges: [['ST', 40990], ['ST-L', 47990], ['Ti', 55990], ['Ti-L e-Power', 63990, 'hybrid-1.5t-epower-awd']] },
  { make: 'Nissan', name: 'Patrol', body: 'SUV', frame: 'upperLargeSuv', pt: 'petrol-5.7-v8-auto8-4wd', years: [2013], pop: 3, badges: [['Ti', 89990], ['Ti-L', 104990], ['Warrior', 110990]] },
  { make: 'Nissan', name: 'Qashqai', body: 'SUV', frame: 'smallSuv', pt: 'petrol-1.5-cvt-fwd', years: [2014], pop: 3, badges: [['ST', 36990], ['ST+', 39990], ['Ti', 47990], ['N-Design e-Power', 54990, 'hybrid-1.5t-epower-awd']] },
  { make: 'Nissan', name: 'Leaf', body: 'Hatch', frame: 'smallHatch', pt: 'ev-fwd', years: [2019], pop: 1, badges: [['Leaf', 52990], ['e+', 62990]] },
  { make: 'Subaru', name: 'Forester', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-2.5-cvt-awd', years: [2013], pop: 6, badges: [['2.5i', 41990], ['2.5i-L', 44990], ['2.5i Premium', 47990], ['Hybrid L', 47990, 'hybrid-2.5-cvt-awd'], ['2.5i-S', 51990]] },
  { make: 'Subaru', name: 'Outback', body: 'Wagon', frame: 'wagon', pt: 'petrol-2.5-cvt-awd', years: [2015], pop: 4, badges: [['AWD', 46990], ['AWD Sport', 51990], ['AWD Touring', 55990], ['AWD Touring XT', 59990, 'petrol-2.0t-auto8-awd']] },
  { make: 'Subaru', name: 'XV', body: 'SUV', frame: 'smallSuv', pt: 'petrol-2.5-cvt-awd', years: [2012, 2023], pop: 3, badges: [['2.0i', 32990], ['2.0i-L', 34990], ['2.0i Premium', 37990], ['2.0i-S', 41990]] },
  { make: 'Subaru', name: 'Crosstrek', body: 'SUV', frame: 'smallSuv', pt: 'petrol-2.5-cvt-awd', years: [2023], pop: 2, badges: [['2.0R', 36990], ['2.0S', 42990], ['Hybrid S', 46990, 'hybrid-2.5-cvt-awd']] },
  { make: 'Subaru', name: 'WRX', body: 'Sedan', frame: 'mediumSedan', pt: 'petrol-2.0t-auto8-awd', years: [2014], pop: 2, badges: [['WRX', 46990], ['RS', 54990], ['tS', 60990]] },
  { make: 'Isuzu', name: 'D-Max', body: 'Ute', frame: 'dualCabUte', pt: 'diesel-3.0-auto6-4wd', years: [2012], pop: 8, alt: ['Cab Chassis'], badges: [['SX', 46990], ['LS-M', 54990], ['LS-U', 60990], ['X-Terrain', 68990]] },
  { make: 'Isuzu', name: 'MU-X', body: 'SUV', frame: 'largeSuv', pt: 'diesel-3.0-auto6-4wd', years: [2014], pop: 5, badges: [['LS-M', 52990], ['LS-U', 59990], ['LS-T', 66990]] },
  { make: 'MG', name: 'ZS', body: 'SUV', frame: 'smallSuv', pt: 'petrol-1.5-cvt-fwd', years: [2017], pop: 7, badges: [['Vibe', 24990], ['Excite', 27990], ['Essence', 30990], ['Hybrid+ Excite', 33990, 'hybrid-1.5-dht-fwd'], ['EV Essence', 44990, 'ev-fwd']] },
  { make: 'MG', name: 'MG3', body: 'Hatch', frame: 'lightHatch', pt: 'petrol-1.5-cvt-fwd', years: [2013], pop: 5, badges: [['Vibe', 21990], ['Excite', 23990], ['Hybrid+ Excite', 27990, 'hybrid-1.5-cvt-fwd'], ['Hybrid+ Essence', 30990, 'hybrid-1.5-cvt-fwd']] },
  { make: 'MG', name: 'HS', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-1.5t-dct-fwd', years: [2019], pop: 5, badges: [['Vibe', 33990], ['Excite', 37990], ['Essence', 43990, 'petrol-2.0t-auto8-awd'], ['Plus EV Essence', 50990, 'phev-1.5t-fwd']] },
  { make: 'MG', name: 'MG4', body: 'Hatch', frame: 'smallHatch', pt: 'ev-rwd', years: [2023], pop: 4, badges: [['Excite 51', 35990], ['Excite 64', 39990], ['Essence 64', 44990], ['XPower', 59990, 'ev-awd']] },
  { make: 'GWM', name: 'Cannon', body: 'Ute', frame: 'dualCabUte', pt: 'diesel-2.4-auto6-4wd', years: [2021], pop: 4, badges: [['Cannon', 41990], ['Cannon-L', 45990], ['Cannon-X', 49990], ['Cannon Alpha Ultra', 59990]] },
  { make: 'GWM', name: 'Haval Jolion', body: 'SUV', frame: 'smallSuv', pt: 'petrol-1.5t-dct-fwd', years: [2021], pop: 5, badges: [['Premium', 28990], ['Lux', 31990], ['Ultra', 33990], ['Ultra Hybrid', 37990, 'hybrid-1.5-dht-fwd']] },
  { make: 'GWM', name: 'Haval H6', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-1.5t-dct-fwd', years: [2021], pop: 4, badges: [['Premium', 34990], ['Lux', 37990], ['Ultra Hybrid', 45990, 'hybrid-1.5-dht-fwd'], ['GT Ultra PHEV', 55990, 'phev-1.5t-fwd']] },
  { make: 'GWM', name: 'Tank 300', body: 'SUV', frame: 'offroadSuv', pt: 'petrol-2.0t-auto8-awd', years: [2023], pop: 2, badges: [['Lux', 50990], ['Ultra', 55990]] },
  { make: 'GWM', name: 'Ora', body: 'Hatch', frame: 'smallHatch', pt: 'ev-fwd', years: [2022], pop: 2, badges: [['Standard Range', 39990], ['Extended Range', 44990], ['GT', 49990]] },
  { make: 'Haval', name: 'H2', body: 'SUV', frame: 'smallSuv', pt: 'petrol-1.5t-dct-fwd', years: [2015, 2020], pop: 1, badges: [['City', 22990], ['Premium', 24990]] },
  { make: 'Great Wall', name: 'Steed', body: 'Ute', frame: 'dualCabUte', pt: 'diesel-2.4-auto6-4wd', years: [2016, 2020], pop: 1, badges: [['Steed', 27990]] },
  { make: 'BYD', name: 'Atto 3', body: 'SUV', frame: 'smallSuv', pt: 'ev-fwd', years: [2022], pop: 5, badges: [['Standard Range', 44990], ['Extended Range', 48990]] },
  { make: 'BYD', name: 'Seal', body: 'Sedan', frame: 'mediumSedan', pt: 'ev-rwd', years: [2023], pop: 3, badges: [['Dynamic', 49990], ['Premium', 58990], ['Performance', 69990, 'ev-awd']] },
  { make: 'BYD', name: 'Dolphin', body: 'Hatch', frame: 'smallHatch', pt: 'ev-fwd', years: [2023], pop: 3, badges: [['Dynamic', 36990], ['Premium', 42990]] },
  { make: 'BYD', name: 'Shark 6', body: 'Ute', frame: 'dualCabUte', pt: 'phev-1.6t-awd', years: [2024], pop: 3, badges: [['Premium', 57990]] },
  { make: 'BYD', name: 'Sealion 7', body: 'SUV', frame: 'mediumSuv', pt: 'ev-rwd', years: [2025], pop: 1, badges: [['Premium', 57990], ['Performance', 66990, 'ev-awd']] },
  { make: 'Tesla', name: 'Model 3', body: 'Sedan', frame: 'mediumSedan', pt: 'ev-rwd', years: [2019], pop: 5, badges: [['RWD', 58990], ['Long Range', 70990, 'ev-awd'], ['Performance', 83990, 'ev-awd']] },
  { make: 'Tesla', name: 'Model Y', body: 'SUV', frame: 'mediumSuv', pt: 'ev-rwd', years: [2022], pop: 6, badges: [['RWD', 62990], ['Long Range', 74990, 'ev-awd'], ['Performance', 86990, 'ev-awd']] },
  { make: 'Mercedes-Benz', name: 'C-Class', body: 'Sedan', frame: 'mediumSedan', pt: 'petrol-2.0t-auto8-rwd', years: [2014], pop: 4, badges: [['C200', 82990], ['C300', 98990], ['C43 AMG', 139990, 'petrol-3.0t-auto8-awd']] },
  { make: 'Mercedes-Benz', name: 'GLC', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-2.0t-auto8-awd', years: [2016], pop: 4, badges: [['GLC 200', 89990], ['GLC 300', 104990]] },
  { make: 'Mercedes-Benz', name: 'A-Class', body: 'Hatch', frame: 'smallHatch', pt: 'petrol-1.5t-dct-fwd', years: [2013], pop: 3, alt: ['Sedan'], badges: [['A180', 59990], ['A250 4MATIC', 74990, 'petrol-2.0t-auto8-awd']] },
  { make: 'Mercedes-Benz', name: 'Sprinter', body: 'Van', frame: 'van', pt: 'diesel-2.8-auto6-van', years: [2014], pop: 2, badges: [['316 CDI MWB', 74990], ['319 CDI LWB', 84990]] },
  { make: 'BMW', name: '3 Series', body: 'Sedan', frame: 'mediumSedan', pt: 'petrol-2.0t-auto8-rwd', years: [2015], pop: 3, badges: [['320i M Sport', 79990], ['330i M Sport', 92990], ['M340i xDrive', 114990, 'petrol-3.0t-auto8-awd']] },
  { make: 'BMW', name: 'X3', body: 'SUV', frame: 'mediumSuv', pt: 'diesel-2.0-auto8-awd', years: [2015], pop: 3, badges: [['xDrive20d', 84990], ['xDrive30i M Sport', 99990, 'petrol-2.0t-auto8-awd']] },
  { make: 'BMW', name: 'X5', body: 'SUV', frame: 'largeSuv', pt: 'diesel-3.0-i6-auto8-awd', years: [2015], pop: 2, badges: [['xDrive30d', 134990], ['xDrive40i M Sport', 149990, 'petrol-3.0t-auto8-awd']] },
  { make: 'Audi', name: 'A3', body: 'Hatch', frame: 'smallHatch', pt: 'petrol-1.5t-dct-fwd', years: [2014], pop: 3, alt: ['Sedan'], badges: [['35 TFSI', 49990], ['40 TFSI quattro S line', 60990, 'petrol-2.0t-auto8-awd'], ['S3', 74990, 'petrol-2.0t-auto8-awd']] },
  { make: 'Audi', name: 'Q5', body: 'SUV', frame: 'mediumSuv', pt: 'diesel-2.0-auto8-awd', years: [2015], pop: 3, badges: [['40 TDI quattro', 79990], ['45 TFSI quattro S line', 89990, 'petrol-2.0t-auto8-awd']] },
  { make: 'Audi', name: 'Q3', body: 'SUV', frame: 'smallSuv', pt: 'petrol-1.5t-dct-fwd', years: [2015], pop: 2, badges: [['35 TFSI', 55990], ['40 TFSI quattro S line', 69990, 'petrol-2.0t-auto8-awd']] },
  { make: 'Lexus', name: 'NX', body: 'SUV', frame: 'mediumSuv', pt: 'hybrid-2.5-cvt-awd', years: [2015], pop: 3, badges: [['NX250 Luxury', 69990, 'petrol-2.5-auto6-fwd'], ['NX350h Luxury', 78990], ['NX350h F Sport', 88990]] },
  { make: 'Lexus', name: 'RX', body: 'SUV', frame: 'largeSuv', pt: 'hybrid-2.5-cvt-awd', years: [2016], pop: 2, badges: [['RX350h Luxury', 99990], ['RX350h Sports Luxury', 119990]] },
  { make: 'Lexus', name: 'ES', body: 'Sedan', frame: 'mediumSedan', pt: 'hybrid-2.5-cvt-fwd', years: [2018], pop: 1, badges: [['ES300h Luxury', 72990], ['ES300h Sports Luxury', 84990]] },
  { make: 'Lexus', name: 'UX', body: 'SUV', frame: 'smallSuv', pt: 'hybrid-2.0-cvt-fwd', years: [2019], pop: 1, badges: [['UX250h Luxury', 59990], ['UX300h F Sport', 68990]] },
  { make: 'Honda', name: 'CR-V', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-1.5-cvt-fwd', years: [2013], pop: 5, badges: [['VTi', 44990], ['VTi X', 49990], ['VTi L7', 53990], ['e:HEV RS', 64990, 'hybrid-2.0-cvt-fwd']] },
  { make: 'Honda', name: 'Civic', body: 'Hatch', frame: 'smallHatch', pt: 'petrol-2.0-cvt-fwd', years: [2016], pop: 4, alt: ['Sedan'], badges: [['VTi-LX', 49990], ['e:HEV LX', 54990, 'hybrid-2.0-cvt-fwd'], ['Type R', 74990, 'petrol-2.0t-manual-fwd']] },
  { make: 'Honda', name: 'HR-V', body: 'SUV', frame: 'smallSuv', pt: 'petrol-1.5-cvt-fwd', years: [2015], pop: 4, badges: [['Vi X', 38990], ['e:HEV L', 47990, 'hybrid-1.5-cvt-fwd']] },
  { make: 'Honda', name: 'Jazz', body: 'Hatch', frame: 'lightHatch', pt: 'petrol-1.5-cvt-fwd', years: [2014, 2021], pop: 3, badges: [['VTi', 22990], ['VTi-S', 24990], ['VTi-L', 26990]] },
  { make: 'Suzuki', name: 'Swift', body: 'Hatch', frame: 'lightHatch', pt: 'petrol-1.2-cvt-fwd', years: [2017], pop: 5, badges: [['GL', 24990, 'petrol-1.5-manual-fwd'], ['GLX', 27990], ['GLX Hybrid', 30990, 'hybrid-1.5-cvt-fwd'], ['Sport', 32990, 'petrol-1.5t-dct-fwd']] },
  { make: 'Suzuki', name: 'Vitara', body: 'SUV', frame: 'smallSuv', pt: 'petrol-1.5-cvt-fwd', years: [2015], pop: 2, badges: [['Vitara', 31990], ['Turbo Allgrip', 39990, 'petrol-1.6t-dct-awd']] },
  { make: 'Suzuki', name: 'Jimny', body: 'SUV', frame: 'microSuv', pt: 'petrol-1.5-auto4-4wd', years: [2018], pop: 4, badges: [['Lite', 32990], ['Jimny', 35990], ['XL', 38990]] },
  { make: 'LDV', name: 'T60', body: 'Ute', frame: 'dualCabUte', pt: 'diesel-2.8-auto6-4wd', years: [2017], pop: 3, badges: [['Pro', 39990], ['Max Pro', 44990], ['Max Plus', 47990], ['Max Luxe', 50990]] },
  { make: 'LDV', name: 'D90', body: 'SUV', frame: 'largeSuv', pt: 'diesel-2.0-auto8-awd', years: [2018], pop: 1, badges: [['Executive', 48990]] },
  { make: 'LDV', name: 'Deliver 9', body: 'Van', frame: 'van', pt: 'diesel-2.0-auto6-fwd', years: [2020], pop: 2, badges: [['LWB Mid Roof', 52990], ['LWB High Roof', 55990]] },
  { make: 'LDV', name: 'G10', body: 'Van', frame: 'van', pt: 'petrol-2.0-auto6-fwd', years: [2015], pop: 1, alt: ['People Mover'], badges: [['Van', 34990], ['Executive', 37990]] },
  { make: 'Jeep', name: 'Wrangler', body: 'SUV', frame: 'offroadSuv', pt: 'petrol-3.6-v6-auto8-4wd', years: [2012], pop: 2, badges: [['Sport S', 77990], ['Overland', 87990], ['Rubicon', 91990]] },
  { make: 'Jeep', name: 'Grand Cherokee', body: 'SUV', frame: 'largeSuv', pt: 'petrol-3.6-v6-auto8-4wd', years: [2013], pop: 2, badges: [['Night Eagle', 79990], ['Limited', 89990], ['Summit Reserve', 119990]] },
  { make: 'Jeep', name: 'Compass', body: 'SUV', frame: 'smallSuv', pt: 'petrol-2.0-auto6-fwd', years: [2017], pop: 1, badges: [['Night Eagle', 44990], ['Limited', 52990, 'petrol-2.0t-auto8-awd']] },
  { make: 'Ram', name: '1500', body: 'Ute', frame: 'fullSizeUte', pt: 'petrol-5.7-v8-auto8-4wd', years: [2019], pop: 2, badges: [['Express', 109990], ['Warlock', 114990], ['Laramie', 139990]] },
  { make: 'Polestar', name: '2', body: 'Sedan', frame: 'mediumSedan', pt: 'ev-rwd', years: [2021], pop: 2, badges: [['Standard Range Single Motor', 67990], ['Long Range Single Motor', 73990], ['Long Range Dual Motor', 79990, 'ev-awd']] },
  { make: 'Polestar', name: '4', body: 'SUV', frame: 'mediumSuv', pt: 'ev-rwd', years: [2024], pop: 1, badges: [['Long Range Single Motor', 84990], ['Long Range Dual Motor', 94990, 'ev-awd']] },
  { make: 'Volvo', name: 'XC40', body: 'SUV', frame: 'smallSuv', pt: 'petrol-2.0t-auto8-awd', years: [2018], pop: 2, badges: [['B4 Plus', 58990], ['B5 Ultimate', 66990], ['Recharge Pure Electric', 79990, 'ev-rwd']] },
  { make: 'Volvo', name: 'XC60', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-2.0t-auto8-awd', years: [2017], pop: 2, badges: [['B5 Plus', 77990], ['B5 Ultimate Dark', 86990]] },
  { make: 'Volvo', name: 'XC90', body: 'SUV', frame: 'largeSuv', pt: 'petrol-2.0t-auto8-awd', years: [2015], pop: 1, badges: [['B6 Plus', 108990], ['B6 Ultra', 121990]] },
  { make: 'Porsche', name: 'Macan', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-2.0t-auto8-awd', years: [2014], pop: 1, badges: [['Macan', 99990], ['Macan S', 124990, 'petrol-3.0t-auto8-awd'], ['Macan 4 Electric', 149990, 'ev-awd']] },
  { make: 'Porsche', name: 'Cayenne', body: 'SUV', frame: 'largeSuv', pt: 'petrol-3.0t-auto8-awd', years: [2015], pop: 1, badges: [['Cayenne', 159990], ['Cayenne S', 209990]] },
  { make: 'Porsche', name: '911', body: 'Coupe', frame: 'coupe', pt: 'petrol-3.0t-auto8-awd', years: [2012], pop: 0.5, alt: ['Convertible'], badges: [['Carrera', 279990], ['Carrera S', 319990], ['Turbo S', 489990]] },
  { make: 'Land Rover', name: 'Defender', body: 'SUV', frame: 'upperLargeSuv', pt: 'diesel-3.0-i6-auto8-awd', years: [2020], pop: 2, badges: [['90 P300 S', 99990, 'petrol-2.0t-auto8-awd'], ['110 D250 SE', 109990], ['110 D350 X-Dynamic HSE', 134990]] },
  { make: 'Land Rover', name: 'Range Rover Sport', body: 'SUV', frame: 'largeSuv', pt: 'diesel-3.0-i6-auto8-awd', years: [2014], pop: 1, badges: [['D300 Dynamic SE', 169990], ['P400 Autobiography', 209990, 'petrol-3.0t-auto8-awd']] },
  { make: 'Land Rover', name: 'Discovery Sport', body: 'SUV', frame: 'mediumSuv', pt: 'diesel-2.0-auto8-awd', years: [2015], pop: 1, badges: [['D200 S', 74990], ['P250 R-Dynamic SE', 82990, 'petrol-2.0t-auto8-awd']] },
  { make: 'Skoda', name: 'Octavia', body: 'Wagon', frame: 'wagon', pt: 'petrol-1.5t-dct-fwd', years: [2014], pop: 2, alt: ['Sedan'], badges: [['Style', 42990], ['RS', 56990, 'petrol-2.0t-dct-fwd']] },
  { make: 'Skoda', name: 'Kodiaq', body: 'SUV', frame: 'largeSuv', pt: 'petrol-2.0t-auto8-awd', years: [2017], pop: 2, badges: [['Style', 57990], ['Sportline', 64990], ['RS', 74990]] },
  { make: 'Skoda', name: 'Kamiq', body: 'SUV', frame: 'lightSuv', pt: 'petrol-1.2-cvt-fwd', years: [2020], pop: 1, badges: [['110TSI', 34990], ['Monte Carlo', 39990]] },
  { make: 'Renault', name: 'Koleos', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-2.5-cvt-awd', years: [2016, 2024], pop: 1, badges: [['Life', 39990], ['Zen', 44990], ['Intens', 52990]] },
  { make: 'Renault', name: 'Trafic', body: 'Van', frame: 'van', pt: 'diesel-2.0-auto6-fwd', years: [2015], pop: 2, badges: [['Pro Lifestyle', 52990], ['LWB Pro', 56990]] },
  { make: 'Renault', name: 'Arkana', body: 'SUV', frame: 'smallSuv', pt: 'petrol-1.5t-dct-fwd', years: [2022], pop: 1, badges: [['Zen', 37990], ['Intens', 41990]] },
  { make: 'Peugeot', name: '2008', body: 'SUV', frame: 'lightSuv', pt: 'petrol-1.2-cvt-fwd', years: [2015], pop: 1, badges: [['Allure', 39990], ['GT', 45990]] },
  { make: 'Peugeot', name: '3008', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-1.5t-dct-fwd', years: [2017], pop: 1, badges: [['Allure', 47990], ['GT', 54990]] },
  { make: 'Peugeot', name: '308', body: 'Hatch', frame: 'smallHatch', pt: 'petrol-1.2-cvt-fwd', years: [2014], pop: 1, badges: [['GT', 48990]] },
  { make: 'Chery', name: 'Tiggo 7 Pro', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-1.5t-dct-fwd', years: [2023], pop: 2, badges: [['Urban', 32990], ['Ultimate', 37990], ['Super Hybrid', 44990, 'phev-1.5t-fwd']] },
  { make: 'Chery', name: 'Tiggo 4 Pro', body: 'SUV', frame: 'smallSuv', pt: 'petrol-1.5-cvt-fwd', years: [2024], pop: 1, badges: [['Urban', 26990], ['Ultimate', 30990]] },
  { make: 'Chery', name: 'Omoda 5', body: 'SUV', frame: 'smallSuv', pt: 'petrol-1.5t-dct-fwd', years: [2023, 2024], pop: 1, badges: [['BX', 33990], ['EX', 37990], ['EV', 44990, 'ev-fwd']] },
  { make: 'Jaecoo', name: 'J7', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-1.5t-dct-fwd', years: [2025], pop: 1, badges: [['Orchard', 37990], ['Lux', 41990], ['SHS Lux', 47990, 'phev-1.5t-fwd']] },
  { make: 'Cupra', name: 'Formentor', body: 'SUV', frame: 'smallSuv', pt: 'petrol-2.0t-auto8-awd', years: [2021], pop: 1, badges: [['V', 54990, 'petrol-1.5t-dct-fwd'], ['VZx', 75990]] },
  { make: 'Cupra', name: 'Born', body: 'Hatch', frame: 'smallHatch', pt: 'ev-rwd', years: [2022], pop: 1, badges: [['Born', 59990], ['VZe', 66990]] },
  { make: 'Cupra', name: 'Leon', body: 'Hatch', frame: 'smallHatch', pt: 'petrol-2.0t-dct-fwd', years: [2021], pop: 1, badges: [['V', 47990, 'petrol-1.5t-dct-fwd'], ['VZx', 61990], ['VZe PHEV', 63990, 'phev-1.5t-fwd']] },
  { make: 'Genesis', name: 'GV70', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-2.0t-auto8-awd', years: [2021], pop: 1, badges: [['2.5T', 74990], ['3.5T Sport', 94990, 'petrol-3.0t-auto8-awd'], ['Electrified', 119990, 'ev-awd']] },
  { make: 'Mini', name: 'Cooper', body: 'Hatch', frame: 'lightHatch', pt: 'petrol-1.5t-dct-fwd', years: [2014], pop: 1, alt: ['Convertible'], badges: [['C', 42990], ['S', 52990, 'petrol-2.0t-dct-fwd'], ['SE', 55990, 'ev-fwd']] },
  { make: 'Mini', name: 'Countryman', body: 'SUV', frame: 'smallSuv', pt: 'petrol-2.0t-auto8-awd', years: [2017], pop: 1, badges: [['C', 54990, 'petrol-1.5t-dct-fwd'], ['JCW', 75990]] },
  { make: 'Jaguar', name: 'F-Pace', body: 'SUV', frame: 'mediumSuv', pt: 'diesel-2.0-auto8-awd', years: [2016, 2024], pop: 1, badges: [['P250 R-Dynamic SE', 89990, 'petrol-2.0t-auto8-awd'], ['D300 R-Dynamic HSE', 109990, 'diesel-3.0-i6-auto8-awd']] },
  { make: 'Alfa Romeo', name: 'Giulia', body: 'Sedan', frame: 'mediumSedan', pt: 'petrol-2.0t-auto8-rwd', years: [2017], pop: 0.5, badges: [['Sprint', 72990], ['Veloce', 81990], ['Quadrifoglio', 149990, 'petrol-3.0t-auto8-awd']] },
  { make: 'Fiat', name: '500', body: 'Hatch', frame: 'lightHatch', pt: 'petrol-1.2-cvt-fwd', years: [2010], pop: 1, alt: ['Convertible'], badges: [['Lounge', 24990], ['Dolcevita', 27990]] },
  { make: 'Abarth', name: '595', body: 'Hatch', frame: 'lightHatch', pt: 'petrol-1.5-manual-fwd', years: [2014], pop: 0.5, badges: [['595', 29990], ['Competizione', 35990]] },
  { make: 'Citroen', name: 'C5 Aircross', body: 'SUV', frame: 'mediumSuv', pt: 'petrol-1.5t-dct-fwd', years: [2019], pop: 0.5, badges: [['Shine', 47990]] },
  { make: 'Ineos', name: 'Grenadier', body: 'SUV', frame: 'upperLargeSuv', pt: 'diesel-3.0-i6-auto8-awd', years: [2023], pop: 1, badges: [['Station Wagon', 109990], ['Trialmaster', 119990], ['Fieldmaster', 119990]] },
  { make: 'KGM SsangYong', name: 'Musso', body: 'Ute', frame: 'dualCabUte', pt: 'diesel-2.4-auto6-4wd', years: [2018], pop: 1, badges: [['ELX', 41990], ['Ultimate', 47990]] },
  { make: 'KGM SsangYong', name: 'Rexton', body: 'SUV', frame: 'largeSuv', pt: 'diesel-2.4-auto6-4wd', years: [2018], pop: 1, badges: [['ELX', 50990], ['Ultimate', 58990]] },
  { make: 'Mahindra', name: 'XUV700', body: 'SUV', frame: 'largeSuv', pt: 'petrol-2.0-auto6-fwd', years: [2022], pop: 1, badges: [['AX7', 38990], ['AX7L', 42990]] },
  { make: 'Holden', name: 'Commodore', body: 'Sedan', frame: 'mediumSedan', pt: 'petrol-3.6-v6-auto6-rwd', years: [2013, 2020], pop: 3, alt: ['Wagon', 'Ute'], badges: [['Evoke', 36990], ['SV6', 42990], ['SS-V Redline', 58990, 'petrol-6.2-v8-auto6-rwd']] },
  { make: 'Holden', name: 'Colorado', body: 'Ute', frame: 'dualCabUte', pt: 'diesel-2.8-auto6-4wd', years: [2012, 2020], pop: 4, badges: [['LS', 44990], ['LS-X', 48990], ['LTZ', 53990], ['Z71', 57990]] },
  { make: 'Holden', name: 'Trax', body: 'SUV', frame: 'lightSuv', pt: 'petrol-1.5-cvt-fwd', years: [2013, 2020], pop: 1, badges: [['LS', 25990], ['LTZ', 29990]] },
  { make: 'Holden', name: 'Captiva', body: 'SUV', frame: 'largeSuv', pt: 'petrol-2.5-auto6-awd', years: [2011, 2018], pop: 1, badges: [['LS', 32990], ['LTZ', 38990]] },
  { make: 'Holden', name: 'Astra', body: 'Hatch', frame: 'smallHatch', pt: 'petrol-1.5t-dct-fwd', years: [2016, 2020], pop: 1, badges: [['R', 24990], ['RS', 29990]] },
  { make: 'HSV', name: 'Clubsport', body: 'Sedan', frame: 'mediumSedan', pt: 'petrol-6.2-v8-auto6-rwd', years: [2013, 2017], pop: 0.3, badges: [['R8', 74990], ['R8 LSA', 79990]] },
  { make: 'Chevrolet', name: 'Silverado', body: 'Ute', frame: 'fullSizeUte', pt: 'petrol-5.7-v8-auto8-4wd', years: [2020], pop: 0.5, badges: [['1500 LTZ Premium', 119990], ['2500HD LTZ', 139990]] },
  { make: 'Chrysler', name: '300', body: 'Sedan', frame: 'mediumSedan', pt: 'petrol-3.6-v6-auto6-rwd', years: [2012, 2021], pop: 0.5, badges: [['C', 49990], ['SRT Core', 59990, 'petrol-6.2-v8-auto6-rwd']] },
  { make: 'Dodge', name: 'Journey', body: 'SUV', frame: 'largeSuv', pt: 'petrol-3.5-v6-auto8-awd', years: [2012, 2017], pop: 0.3, badges: [['SXT', 36990]] },
  { make: 'Maserati', name: 'Levante', body: 'SUV', frame: 'largeSuv', pt: 'petrol-3.0t-auto8-awd', years: [2017], pop: 0.2, badges: [['GT', 139990], ['Modena', 159990]] },
  { make: 'Infiniti', name: 'Q50', body: 'Sedan', frame: 'mediumSedan', pt: 'petrol-3.0t-auto8-awd', years: [2014, 2020], pop: 0.2, badges: [['Sport Premium', 69990]] },
  { make: 'Ferrari', name: 'Roma', body: 'Coupe', frame: 'coupe', pt: 'petrol-3.0t-auto8-awd', years: [2021], pop: 0.1, badges: [['Roma', 419990]] },
  { make: 'Lamborghini', name: 'Urus', body: 'SUV', frame: 'largeSuv', pt: 'petrol-3.0t-auto8-awd', years: [2019], pop: 0.1, badges: [['S', 429990]] },
  { make: 'Aston Martin', name: 'Vantage', body: 'Coupe', frame: 'coupe', pt: 'petrol-3.0t-auto8-awd', years: [2018], pop: 0.1, badges: [['V8', 299990]] },
  { make: 'Bentley', name: 'Bentayga', body: 'SUV', frame: 'largeSuv', pt: 'petrol-3.0t-auto8-awd', years: [2016], pop: 0.1, badges: [['V8', 389990]] },
  { make: 'Zeekr', name: 'X', body: 'SUV', frame: 'smallSuv', pt: 'ev-rwd', years: [2024], pop: 0.5, badges: [['Long Range RWD', 59990], ['Performance AWD', 66990, 'ev-awd']] },
  { make: 'Xpeng', name: 'G6', body: 'SUV', frame: 'mediumSuv', pt: 'ev-rwd', years: [2024], pop: 0.5, badges: [['RWD Standard Range', 54990], ['RWD Long Range', 58990]] },
  { make: 'Deepal', name: 'S07', body: 'SUV', frame: 'mediumSuv', pt: 'ev-rwd', years: [2024], pop: 0.5, badges: [['Standard', 50990]] },
  { make: 'Leapmotor', name: 'C10', body: 'SUV', frame: 'mediumSuv', pt: 'ev-rwd', years: [2024], pop: 0.5, badges: [['C10', 45990], ['Design', 49990]] },
  { make: 'GAC', name: 'Aion V', body: 'SUV', frame: 'mediumSuv', pt: 'ev-fwd', years: [2025], pop: 0.3, badges: [['Luxury', 45990]] },
  { make: 'Foton', name: 'Tunland', body: 'Ute', frame: 'dualCabUte', pt: 'diesel-2.4-auto6-4wd', years: [2020], pop: 0.5, badges: [['FX', 43990], ['FXT', 48990]] },
];

// biome-ignore format: a catalogue reads best one model a line
const MOTORCYCLE_ROWS: readonly ModelRow[] = [
  { make: 'Harley-Davidson', name: 'Street Bob 114', body: 'Motorcycle', frame: 'cruiserBike', pt: 'bike-vtwin-1900', years: [2018], pop: 3, badges: [[null, 29995]] },
  { make: 'Harley-Davidson', name: 'Fat Boy 114', body: 'Motorcycle', frame: 'cruiserBike', pt: 'bike-vtwin-1900', years: [2018], pop: 2, badges: [[null, 36995]] },
  { make: 'Harley-Davidson', name: 'Road Glide', body: 'Motorcycle', frame: 'cruiserBike', pt: 'bike-vtwin-1900', years: [2015], pop: 2, badges: [['Special', 47995], ['ST', 52995]] },
  { make: 'Harley-Davidson', name: 'Nightster', body: 'Motorcycle', frame: 'cruiserBike', pt: 'bike-vtwin-950', years: [2022], pop: 1, badges: [[null, 23995], ['Special', 25995]] },
  { make: 'Yamaha', name: 'MT-07', body: 'Motorcycle', frame: 'nakedBike', pt: 'bike-twin-700', years: [2014], pop: 5, badges: [['LAMS', 11999], [null, 12999]] },
  { make: 'Yamaha', name: 'MT-09', body: 'Motorcycle', frame: 'nakedBike', pt: 'bike-triple-900', years: [2014], pop: 3, badges: [[null, 16999], ['SP', 19999]] },
  { make: 'Yamaha', name: 'Tenere 700', body: 'Motorcycle', frame: 'adventureBike', pt: 'bike-twin-700', years: [2019], pop: 4, badges: [[null, 17999], ['World Raid', 21999]] },
  { make: 'Yamaha', name: 'YZF-R7', body: 'Motorcycle', frame: 'sportBike', pt: 'bike-twin-700', years: [2022], pop: 2, badges: [[null, 14999]] },
  { make: 'Yamaha', name: 'XSR700', body: 'Motorcycle', frame: 'retroBike', pt: 'bike-twin-700', years: [2016], pop: 2, badges: [[null, 13499]] },
  { make: 'Yamaha', name: 'YZF-R3', body: 'Motorcycle', frame: 'sportBike', pt: 'bike-single-400', years: [2015], pop: 2, badges: [[null, 8999]] },
  { make: 'Kawasaki', name: 'Ninja 400', body: 'Motorcycle', frame: 'sportBike', pt: 'bike-single-400', years: [2018], pop: 3, badges: [[null, 8499], ['KRT Edition', 8999]] },
  { make: 'Kawasaki', name: 'Z900', body: 'Motorcycle', frame: 'nakedBike', pt: 'bike-four-950', years: [2017], pop: 3, badges: [[null, 15999], ['SE', 18499]] },
  { make: 'Kawasaki', name: 'Versys 650', body: 'Motorcycle', frame: 'adventureBike', pt: 'bike-twin-650', years: [2015], pop: 2, badges: [['LAMS', 13499], [null, 13999]] },
  { make: 'Kawasaki', name: 'Z650RS', body: 'Motorcycle', frame: 'retroBike', pt: 'bike-twin-650', years: [2022], pop: 2, badges: [[null, 12999]] },
  { make: 'Kawasaki', name: 'Ninja ZX-10R', body: 'Motorcycle', frame: 'sportBike', pt: 'bike-four-950', years: [2016], pop: 1, badges: [[null, 30999]] },
  { make: 'Ducati', name: 'Monster', body: 'Motorcycle', frame: 'nakedBike', pt: 'bike-vtwin-950', years: [2021], pop: 2, badges: [[null, 22900], ['+', 23900], ['SP', 28900]] },
  { make: 'Ducati', name: 'Panigale V4', body: 'Motorcycle', frame: 'sportBike', pt: 'bike-v4-1150', years: [2018], pop: 1, badges: [[null, 41900], ['S', 53900]] },
  { make: 'Ducati', name: 'Multistrada V4', body: 'Motorcycle', frame: 'adventureBike', pt: 'bike-v4-1150', years: [2021], pop: 1, badges: [['S', 42900], ['Rally', 46900]] },
  { make: 'Ducati', name: 'Scrambler', body: 'Motorcycle', frame: 'retroBike', pt: 'bike-vtwin-950', years: [2015], pop: 2, badges: [['Icon', 16900], ['Full Throttle', 19900]] },
  { make: 'Triumph', name: 'Street Triple', body: 'Motorcycle', frame: 'nakedBike', pt: 'bike-triple-900', years: [2017], pop: 2, badges: [['765 R', 18990], ['765 RS', 22990]] },
  { make: 'Triumph', name: 'Bonneville', body: 'Motorcycle', frame: 'retroBike', pt: 'bike-twin-1200', years: [2016], pop: 2, badges: [['T100', 19990, 'bike-twin-700'], ['T120', 23990]] },
  { make: 'Triumph', name: 'Tiger 900', body: 'Motorcycle', frame: 'adventureBike', pt: 'bike-triple-900', years: [2020], pop: 2, badges: [['GT Pro', 25990], ['Rally Pro', 26990]] },
  { make: 'Triumph', name: 'Speed 400', body: 'Motorcycle', frame: 'retroBike', pt: 'bike-single-400', years: [2024], pop: 2, badges: [[null, 7990]] },
  { make: 'Triumph', name: 'Trident 660', body: 'Motorcycle', frame: 'nakedBike', pt: 'bike-triple-900', years: [2021], pop: 2, badges: [[null, 12990]] },
  { make: 'KTM', name: '390 Duke', body: 'Motorcycle', frame: 'nakedBike', pt: 'bike-single-400', years: [2017], pop: 2, badges: [[null, 8999]] },
  { make: 'KTM', name: '890 Adventure', body: 'Motorcycle', frame: 'adventureBike', pt: 'bike-twin-700', years: [2021], pop: 1, badges: [['R', 23495], [null, 20995]] },
  { make: 'KTM', name: '1290 Super Duke R', body: 'Motorcycle', frame: 'nakedBike', pt: 'bike-twin-1200', years: [2020], pop: 1, badges: [['Evo', 29995]] },
  { make: 'Royal Enfield', name: 'Classic 350', body: 'Motorcycle', frame: 'retroBike', pt: 'bike-single-350', years: [2021], pop: 3, badges: [[null, 7690], ['Chrome', 7990]] },
  { make: 'Royal Enfield', name: 'Himalayan', body: 'Motorcycle', frame: 'adventureBike', pt: 'bike-single-400', years: [2018], pop: 3, badges: [[null, 9490]] },
  { make: 'Royal Enfield', name: 'Interceptor 650', body: 'Motorcycle', frame: 'retroBike', pt: 'bike-twin-650', years: [2019], pop: 3, badges: [[null, 10990]] },
  { make: 'Royal Enfield', name: 'Continental GT 650', body: 'Motorcycle', frame: 'retroBike', pt: 'bike-twin-650', years: [2019], pop: 2, badges: [[null, 11290]] },
  { make: 'Royal Enfield', name: 'Hunter 350', body: 'Motorcycle', frame: 'retroBike', pt: 'bike-single-350', years: [2022], pop: 2, badges: [[null, 6990]] },
  { make: 'Honda', name: 'CB650R', body: 'Motorcycle', frame: 'nakedBike', pt: 'bike-four-650', years: [2019], pop: 2, badges: [[null, 14999], ['E-Clutch', 15499]] },
  { make: 'Honda', name: 'Africa Twin', body: 'Motorcycle', frame: 'adventureBike', pt: 'bike-twin-1100-dct', years: [2016], pop: 2, badges: [['DCT', 25999], ['Adventure Sports ES DCT', 29999]] },
  { make: 'Honda', name: 'Rebel 500', body: 'Motorcycle', frame: 'cruiserBike', pt: 'bike-twin-650', years: [2017], pop: 2, badges: [[null, 10999]] },
  { make: 'BMW', name: 'R 1300 GS', body: 'Motorcycle', frame: 'adventureBike', pt: 'bike-boxer-1300', years: [2024], pop: 2, badges: [['Trophy', 35990], ['Option 719', 38990]] },
  { make: 'BMW', name: 'R 1250 GS', body: 'Motorcycle', frame: 'adventureBike', pt: 'bike-boxer-1300', years: [2019, 2023], pop: 2, badges: [['Adventure', 33990], ['Rallye', 31990]] },
  { make: 'Suzuki', name: 'GSX-8S', body: 'Motorcycle', frame: 'nakedBike', pt: 'bike-twin-700', years: [2023], pop: 1, badges: [[null, 15490]] },
  { make: 'Suzuki', name: 'V-Strom 650', body: 'Motorcycle', frame: 'adventureBike', pt: 'bike-twin-650', years: [2017], pop: 1, badges: [['XT', 14990]] },
  { make: 'Aprilia', name: 'RS 660', body: 'Motorcycle', frame: 'sportBike', pt: 'bike-twin-650', years: [2021], pop: 1, badges: [[null, 19630]] },
  { make: 'Indian', name: 'Scout', body: 'Motorcycle', frame: 'cruiserBike', pt: 'bike-twin-1200', years: [2016], pop: 1, badges: [['Bobber', 24995]] },
  { make: 'Indian', name: 'Chief', body: 'Motorcycle', frame: 'cruiserBike', pt: 'bike-vtwin-1900', years: [2022], pop: 1, badges: [['Dark Horse', 33995]] },
  { make: 'CFMoto', name: '450MT', body: 'Motorcycle', frame: 'adventureBike', pt: 'bike-single-400', years: [2024], pop: 1, badges: [[null, 8990]] },
  { make: 'CFMoto', name: '800NK', body: 'Motorcycle', frame: 'nakedBike', pt: 'bike-twin-700', years: [2023], pop: 1, badges: [['Advanced', 12990]] },
  { make: 'Vespa', name: 'GTS 300', body: 'Motorcycle', frame: 'scooter', pt: 'bike-single-350', years: [2019], pop: 1, badges: [['Super Sport', 12490]] },
  { make: 'Husqvarna', name: 'Svartpilen 401', body: 'Motorcycle', frame: 'nakedBike', pt: 'bike-single-400', years: [2018], pop: 1, badges: [[null, 9995]] },
];

// biome-ignore format: a catalogue reads best one model a line
const TRUCK_ROWS: readonly ModelRow[] = [
  { make: 'Isuzu', name: 'NLR', body: 'Truck', frame: 'lightTruck', pt: 'truck-3.0-amt', years: [2010], pop: 3, badges: [['45-150 AMT', 76990], ['45-150 Crew Cab', 82990]] },
  { make: 'Isuzu', name: 'NPR', body: 'Truck', frame: 'lightTruck', pt: 'truck-5.2-auto', years: [2010], pop: 3, badges: [['75-190', 98990], ['65-190 Tradepack', 104990]] },
  { make: 'Isuzu', name: 'FRR', body: 'Truck', frame: 'mediumTruck', pt: 'truck-7.7-amt', years: [2010], pop: 2, badges: [['107-210', 149990], ['110-260', 159990]] },
  { make: 'Isuzu', name: 'FVZ', body: 'Truck', frame: 'pantechTruck', pt: 'truck-7.7-manual', years: [2010], pop: 1, badges: [['260-300', 219990]] },
  { make: 'Hino', name: '300 Series', body: 'Truck', frame: 'lightTruck', pt: 'truck-4.0-auto', years: [2012], pop: 4, badges: [['616 Auto', 74990], ['917 Wide Cab', 89990]] },
  { make: 'Hino', name: '500 Series', body: 'Truck', frame: 'mediumTruck', pt: 'truck-7.7-amt', years: [2012], pop: 3, badges: [['FD 1124', 159990], ['FE 1426', 174990]] },
  { make: 'Hino', name: '700 Series', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2012], pop: 1, badges: [['SH 2848', 279990], ['FS 2848', 289990]] },
  { make: 'Fuso', name: 'Canter', body: 'Truck', frame: 'lightTruck', pt: 'truck-3.0-amt', years: [2012], pop: 3, badges: [['515 Wide', 69990], ['815 Wide', 79990]] },
  { make: 'Fuso', name: 'Fighter', body: 'Truck', frame: 'mediumTruck', pt: 'truck-7.7-manual', years: [2012], pop: 2, badges: [['1627', 169990]] },
  { make: 'Fuso', name: 'Shogun', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2020], pop: 1, badges: [['510', 309990]] },
  { make: 'UD Trucks', name: 'Croner', body: 'Truck', frame: 'mediumTruck', pt: 'truck-7.7-amt', years: [2016], pop: 1, badges: [['PKE 250', 149990], ['GKE 280', 164990]] },
  { make: 'UD Trucks', name: 'Quon', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2014], pop: 1, badges: [['GW 26 460', 299990]] },
  { make: 'Kenworth', name: 'T610', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2017], pop: 2, badges: [[null, 369990], ['SAR', 389990]] },
  { make: 'Kenworth', name: 'T410', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2016], pop: 1, badges: [['SAR', 329990]] },
  { make: 'Kenworth', name: 'K220', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2018], pop: 1, badges: [[null, 429990]] },
  { make: 'Iveco', name: 'Daily', body: 'Truck', frame: 'lightTruck', pt: 'truck-3.0-amt', years: [2014], pop: 2, badges: [['50C18 Cab Chassis', 94990], ['70C21 Cab Chassis', 109990]] },
  { make: 'Iveco', name: 'Eurocargo', body: 'Truck', frame: 'pantechTruck', pt: 'truck-7.7-amt', years: [2014], pop: 1, badges: [['ML160E28', 189990]] },
  { make: 'Iveco', name: 'S-Way', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2020], pop: 1, badges: [['AS460', 319990]] },
  { make: 'Scania', name: 'R Series', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2016], pop: 1, badges: [['R 500', 379990], ['R 620', 419990]] },
  { make: 'Scania', name: 'G Series', body: 'Truck', frame: 'mediumTruck', pt: 'truck-13-amt', years: [2016], pop: 1, badges: [['G 410', 299990]] },
  { make: 'Volvo Trucks', name: 'FH', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2014], pop: 2, badges: [['FH540 Globetrotter', 339990], ['FH16 700', 419990]] },
  { make: 'Volvo Trucks', name: 'FM', body: 'Truck', frame: 'mediumTruck', pt: 'truck-13-amt', years: [2014], pop: 1, badges: [['FM460', 289990]] },
  { make: 'Mercedes-Benz', name: 'Actros', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2014], pop: 1, badges: [['2653 LS', 329990], ['2663 LS', 359990]] },
  { make: 'Mack', name: 'Anthem', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2019], pop: 1, badges: [[null, 389990]] },
  { make: 'Mack', name: 'Granite', body: 'Truck', frame: 'mediumTruck', pt: 'truck-13-amt', years: [2014], pop: 1, badges: [[null, 349990]] },
  { make: 'DAF', name: 'XF', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2016], pop: 1, badges: [['530', 339990]] },
  { make: 'DAF', name: 'LF', body: 'Truck', frame: 'mediumTruck', pt: 'truck-7.7-amt', years: [2016], pop: 1, badges: [['LF 260', 169990]] },
  { make: 'MAN', name: 'TGX', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2018], pop: 1, badges: [['26.580', 349990]] },
  { make: 'Freightliner', name: 'Cascadia', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2020], pop: 1, badges: [['116', 359990], ['126', 389990]] },
  { make: 'Western Star', name: '49X', body: 'Truck', frame: 'primeMover', pt: 'truck-13-amt', years: [2021], pop: 1, badges: [[null, 399990]] },
];

const CARAVAN_BODY = { body: 'Caravan', frame: 'caravan', pt: 'none' } as const;

// biome-ignore format: a catalogue reads best one model a line
const CARAVAN_ROWS: readonly ModelRow[] = [
  { make: 'Jayco', name: 'Journey', ...CARAVAN_BODY, years: [2012], pop: 5, caravan: { length: 6600, width: 2400, tare: 2480, atm: 3000, axle: 'Tandem', sleeps: 4 }, badges: [['Outback 19.61-4', 84990], ['Outback 21.66-3', 89990]] },
  { make: 'Jayco', name: 'Starcraft', ...CARAVAN_BODY, years: [2012], pop: 4, caravan: { length: 5800, width: 2350, tare: 1950, atm: 2500, axle: 'Tandem', sleeps: 2 }, badges: [['17.55-1', 64990], ['19.61-4', 71990]] },
  { make: 'Jayco', name: 'Silverline', ...CARAVAN_BODY, years: [2014], pop: 2, caravan: { length: 7000, width: 2450, tare: 2900, atm: 3500, axle: 'Tandem', sleeps: 2 }, badges: [['Outback 21.66-3', 119990]] },
  { make: 'Jayco', name: 'Crossover', ...CARAVAN_BODY, years: [2019], pop: 2, caravan: { length: 5100, width: 2300, tare: 1650, atm: 2100, axle: 'Single', sleeps: 4 }, badges: [['17.49-2 OB', 59990]] },
  { make: 'Jayco', name: 'Swan', ...CARAVAN_BODY, years: [2010], pop: 2, caravan: { length: 4200, width: 2100, tare: 1200, atm: 1600, axle: 'Single', sleeps: 6 }, badges: [['Outback', 39990], [null, 35990]] },
  { make: 'Avan', name: 'Aspire', ...CARAVAN_BODY, years: [2014], pop: 2, caravan: { length: 6100, width: 2300, tare: 2200, atm: 2800, axle: 'Tandem', sleeps: 2 }, badges: [['503', 74990], ['555', 78990]] },
  { make: 'Avan', name: 'Aliner', ...CARAVAN_BODY, years: [2010], pop: 2, caravan: { length: 4300, width: 2100, tare: 950, atm: 1350, axle: 'Single', sleeps: 2 }, badges: [['Classic', 39990], ['Ultra', 44990]] },
  { make: 'Avan', name: 'Cruiseliner', ...CARAVAN_BODY, years: [2012], pop: 1, caravan: { length: 6400, width: 2450, tare: 2450, atm: 3000, axle: 'Tandem', sleeps: 4 }, badges: [['Family', 84990]] },
  { make: 'Coromal', name: 'Element', ...CARAVAN_BODY, years: [2016], pop: 1, caravan: { length: 6300, width: 2400, tare: 2300, atm: 2800, axle: 'Tandem', sleeps: 2 }, badges: [['602s', 72990]] },
  { make: 'Coromal', name: 'Pioneer', ...CARAVAN_BODY, years: [2012, 2019], pop: 1, caravan: { length: 5900, width: 2350, tare: 2100, atm: 2600, axle: 'Tandem', sleeps: 2 }, badges: [['592', 64990]] },
  { make: 'Crusader', name: 'Excalibur', ...CARAVAN_BODY, years: [2015], pop: 1, caravan: { length: 6600, width: 2500, tare: 2700, atm: 3300, axle: 'Tandem', sleeps: 2 }, badges: [['21ft 6in', 94990]] },
  { make: 'Crusader', name: 'Inspire', ...CARAVAN_BODY, years: [2018], pop: 1, caravan: { length: 6400, width: 2450, tare: 2550, atm: 3100, axle: 'Tandem', sleeps: 4 }, badges: [['21ft', 84990]] },
  { make: 'Lotus Caravans', name: 'Trooper', ...CARAVAN_BODY, years: [2014], pop: 2, caravan: { length: 5600, width: 2450, tare: 2400, atm: 3000, axle: 'Tandem', sleeps: 2 }, badges: [['18ft 6in', 109990]] },
  { make: 'Lotus Caravans', name: 'Off Grid', ...CARAVAN_BODY, years: [2016], pop: 2, caravan: { length: 6400, width: 2500, tare: 2850, atm: 3500, axle: 'Tandem', sleeps: 4 }, badges: [['21ft', 129990]] },
  { make: 'New Age', name: 'Manta Ray', ...CARAVAN_BODY, years: [2013], pop: 3, caravan: { length: 6200, width: 2450, tare: 2500, atm: 3100, axle: 'Tandem', sleeps: 2 }, badges: [['19ER', 82990], ['21ER', 86990]] },
  { make: 'New Age', name: 'Big Red', ...CARAVAN_BODY, years: [2013], pop: 2, caravan: { length: 7000, width: 2500, tare: 3050, atm: 3600, axle: 'Tandem', sleeps: 4 }, badges: [['21ER', 99990]] },
  { make: 'New Age', name: 'Road Owl', ...CARAVAN_BODY, years: [2016], pop: 2, caravan: { length: 5300, width: 2400, tare: 2000, atm: 2600, axle: 'Tandem', sleeps: 2 }, badges: [['17RD', 69990]] },
  { make: 'Zone RV', name: 'Z-3', ...CARAVAN_BODY, years: [2018], pop: 2, caravan: { length: 5600, width: 2450, tare: 2100, atm: 2600, axle: 'Tandem', sleeps: 2 }, badges: [['17ft 6in', 99990]] },
  { make: 'Zone RV', name: 'Z-4', ...CARAVAN_BODY, years: [2018], pop: 1, caravan: { length: 6200, width: 2450, tare: 2400, atm: 3000, axle: 'Tandem', sleeps: 4 }, badges: [['19ft 6in', 114990]] },
  { make: 'Windsor', name: 'Genesis', ...CARAVAN_BODY, years: [2012, 2020], pop: 1, caravan: { length: 6000, width: 2300, tare: 2100, atm: 2600, axle: 'Tandem', sleeps: 2 }, badges: [['614', 66990]] },
  { make: 'Supreme', name: 'Spirit', ...CARAVAN_BODY, years: [2012], pop: 1, caravan: { length: 5900, width: 2350, tare: 2150, atm: 2700, axle: 'Tandem', sleeps: 2 }, badges: [['19ft', 69990]] },
  { make: 'Roadstar', name: 'Safari Tamer', ...CARAVAN_BODY, years: [2014], pop: 1, caravan: { length: 6500, width: 2450, tare: 2650, atm: 3300, axle: 'Tandem', sleeps: 4 }, badges: [['21ft', 89990]] },
  { make: 'Royal Flair', name: 'Clubman', ...CARAVAN_BODY, years: [2014], pop: 1, caravan: { length: 6500, width: 2400, tare: 2500, atm: 3000, axle: 'Tandem', sleeps: 2 }, badges: [['21ft', 79990]] },
  { make: 'Snowy River', name: 'SRT', ...CARAVAN_BODY, years: [2015], pop: 1, caravan: { length: 5900, width: 2400, tare: 2150, atm: 2700, axle: 'Tandem', sleeps: 2 }, badges: [['19ft', 68990], ['20ft', 72990]] },
  { make: 'Kokoda', name: 'Kruiser', ...CARAVAN_BODY, years: [2016], pop: 1, caravan: { length: 5300, width: 2350, tare: 1950, atm: 2500, axle: 'Tandem', sleeps: 2 }, badges: [['17ft Off Road', 59990]] },
  { make: 'MDC', name: 'XT17', ...CARAVAN_BODY, years: [2017], pop: 1, caravan: { length: 5200, width: 2300, tare: 1850, atm: 2500, axle: 'Single', sleeps: 3 }, badges: [['HR', 59990]] },
  { make: 'Goldstream RV', name: 'Crown', ...CARAVAN_BODY, years: [2014], pop: 1, caravan: { length: 5800, width: 2350, tare: 2050, atm: 2600, axle: 'Tandem', sleeps: 2 }, badges: [['19ft', 69990]] },
  { make: 'Trakmaster', name: 'Nullarbor', ...CARAVAN_BODY, years: [2014], pop: 1, caravan: { length: 5500, width: 2400, tare: 2500, atm: 3200, axle: 'Tandem', sleeps: 2 }, badges: [['18ft', 114990]] },
  { make: 'Bushtracker', name: 'Signature', ...CARAVAN_BODY, years: [2012], pop: 0.5, caravan: { length: 6400, width: 2450, tare: 3100, atm: 3800, axle: 'Tandem', sleeps: 2 }, badges: [['21ft', 159990]] },
  { make: 'Regent', name: 'Cruiser', ...CARAVAN_BODY, years: [2014], pop: 0.5, caravan: { length: 6300, width: 2450, tare: 2700, atm: 3400, axle: 'Tandem', sleeps: 2 }, badges: [['RC2', 104990]] },
  { make: 'Adria', name: 'Altea', ...CARAVAN_BODY, years: [2017], pop: 0.5, caravan: { length: 6800, width: 2300, tare: 1250, atm: 1700, axle: 'Single', sleeps: 4 }, badges: [['472 PK', 54990]] },
];

/** A badge as the generator uses it. */
export interface BadgeSpec {
  name: string | null;
  price: number;
  powertrain: PowertrainKey;
}

/** One model of the catalogue, resolved: its id, slug, item type and badges. */
export interface ModelSpec {
  id: number;
  make: string;
  name: string;
  slug: string;
  itemType: ItemType;
  body: SimpleBody;
  altBodies: readonly SimpleBody[];
  frame: FrameKey;
  years: readonly [from: number, to: number | null];
  popularity: number;
  badges: readonly BadgeSpec[];
  series: readonly string[] | typeof MODEL_YEAR_SERIES | null;
  caravan: CaravanLayout | null;
}

const ITEM_TYPE_BY_BODY: Partial<Record<SimpleBody, ItemType>> = {
  Motorcycle: 'motorcycle',
  Truck: 'truck',
  Caravan: 'caravan',
};

/** Every model in the catalogue, ids from 1 (cars, then motorcycles, trucks, caravans). */
export const MODEL_CATALOGUE: readonly ModelSpec[] = [
  ...CAR_ROWS,
  ...MOTORCYCLE_ROWS,
  ...TRUCK_ROWS,
  ...CARAVAN_ROWS,
].map((row, index) => ({
  id: index + 1,
  make: row.make,
  name: row.name,
  slug: slugify(row.name),
  itemType: ITEM_TYPE_BY_BODY[row.body] ?? 'car',
  body: row.body,
  altBodies: row.alt ?? [],
  frame: row.frame,
  years: [row.years[0], row.years[1] ?? null],
  popularity: row.pop,
  badges: row.badges.map(([name, price, train]) => ({ name, price, powertrain: train ?? row.pt })),
  series: row.series ?? null,
  caravan: row.caravan ?? null,
}));

/** The URL slug of a body, as image URLs use it: 'People Mover' → 'people-mover'. */
export function bodySlug(body: SimpleBody): string {
  return slugify(body);
}

/** True when the model is sold new in `year`, or was until the year before. */
export function isCurrentModel(model: ModelSpec, year: number): boolean {
  const [from, to] = model.years;
  return from <= year && (to === null || to >= year - 1);
}

/** Whether a model carries the series that only one site may show (spec: 000 §3). */
export function hasSiteOnlySeries(model: ModelSpec): boolean {
  return (
    Array.isArray(model.series) &&
    model.series.some((series) => (SITE_ONLY_SERIES as readonly string[]).includes(series))
  );
}

/**
 * The Model entities (spec: 001 §3) of the catalogue, linked to their makes.
 * Models of current years are active, older ones discontinued; electric models link to the EV page.
 */
export function buildModels(makes: readonly Make[], currentYear: number): Model[] {
  const makeIds = new Map(makes.map((make) => [make.name, make.id]));
  return MODEL_CATALOGUE.map((spec) => {
    const makeId = makeIds.get(spec.make);
    if (makeId === undefined) throw new Error(`Model ${spec.name} names an unknown make ${spec.make}`);
    const image = `/media/v1/${spec.itemType}/${bodySlug(spec.body)}/white/ext-1.svg`;
    const allElectric = spec.badges.every((badge) => badge.powertrain.startsWith('ev-'));
    const [body2 = null, body3 = null] = spec.altBodies;
    return {
      id: spec.id,
      make_id: makeId,
      name: spec.name,
      slug: spec.slug,
      override_url: allElectric ? '/pages/electric-vehicles' : null,
      image: { url: image },
      cloudfront_new_image_url: `${image}?w=600`,
      manufacturer_body: spec.body,
      manufacturer_body2: body2,
      manufacturer_body3: body3,
      status: isCurrentModel(spec, currentYear) ? 'active' : 'discontinued',
    };
  });
}
