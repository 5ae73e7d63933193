import type { CarVariant } from '@forecourt/shared';

// Powertrains and body frames shared by many models, so the model catalogue stays one line a model.
// Figures are typical for the Australian market, rounded; they are demo data, not a spec sheet.

export const SIMPLE_FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid'] as const;
export type SimpleFuel = (typeof SIMPLE_FUELS)[number];

export type SimpleTransmission = 'Automatic' | 'Manual';
export type SimpleDrive = 'FWD' | 'RWD' | 'AWD' | '4WD';

export interface Powertrain {
  fuel: SimpleFuel | null;
  fuelName: string | null;
  litres: number | null;
  cylinders: number | null;
  induction: string | null;
  transmission: SimpleTransmission | null;
  transName: string | null;
  gearType: string | null;
  gears: number | null;
  drive: SimpleDrive | null;
  driveName: string | null;
  torque: number | null;
  /** Combined fuel use in L/100km; null for electric cars and caravans. */
  consumption: number | null;
  tank: number | null;
}

const ULP = 'Unleaded Petrol';
const PULP = 'Premium Unleaded Petrol';
const HYBRID_ULP = 'Hybrid - Unleaded Petrol';
const PHEV_ULP = 'Plug-in Hybrid - Unleaded Petrol';
const FRONT = 'Front Wheel Drive';
const REAR = 'Rear Wheel Drive';
const ALL = 'All Wheel Drive';
const FOUR = 'Four Wheel Drive';
const CHAIN = 'Chain Drive';

type Row = [
  fuel: SimpleFuel | null,
  fuelName: string | null,
  litres: number | null,
  cylinders: number | null,
  induction: string | null,
  transmission: SimpleTransmission | null,
  transName: string | null,
  gearType: string | null,
  gears: number | null,
  drive: SimpleDrive | null,
  driveName: string | null,
  torque: number | null,
  consumption: number | null,
  tank: number | null,
];

// biome-ignore format: a table reads best one row a line
const POWERTRAIN_ROWS = {
  'petrol-1.2-cvt-fwd':       ['Petrol', ULP, 1.2, 3, 'Aspirated', 'Automatic', 'CVT', 'Constant Variable Transmission', null, 'FWD', FRONT, 113, 4.9, 37],
  'petrol-1.5-cvt-fwd':       ['Petrol', ULP, 1.5, 4, 'Aspirated', 'Automatic', 'CVT', 'Constant Variable Transmission', null, 'FWD', FRONT, 141, 5.4, 44],
  'petrol-1.5-manual-fwd':    ['Petrol', ULP, 1.5, 4, 'Aspirated', 'Manual', '5 Speed Manual', 'Manual', 5, 'FWD', FRONT, 141, 5.6, 44],
  'petrol-2.0-cvt-fwd':       ['Petrol', ULP, 2.0, 4, 'Aspirated', 'Automatic', 'CVT', 'Constant Variable Transmission', null, 'FWD', FRONT, 200, 6.5, 50],
  'petrol-2.0-auto6-fwd':     ['Petrol', ULP, 2.0, 4, 'Aspirated', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, 'FWD', FRONT, 200, 6.8, 51],
  'petrol-2.5-auto6-fwd':     ['Petrol', ULP, 2.5, 4, 'Aspirated', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, 'FWD', FRONT, 252, 7.4, 56],
  'petrol-2.5-auto6-awd':     ['Petrol', ULP, 2.5, 4, 'Aspirated', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, 'AWD', ALL, 252, 7.7, 58],
  'petrol-2.5-cvt-awd':       ['Petrol', ULP, 2.5, 4, 'Aspirated', 'Automatic', 'CVT', 'Constant Variable Transmission', null, 'AWD', ALL, 241, 7.4, 63],
  'petrol-1.5t-dct-fwd':      ['Petrol', PULP, 1.5, 4, 'Turbo', 'Automatic', '7 Speed Auto Dual Clutch', 'Dual Clutch', 7, 'FWD', FRONT, 253, 6.1, 50],
  'petrol-1.6t-dct-awd':      ['Petrol', ULP, 1.6, 4, 'Turbo', 'Automatic', '7 Speed Auto Dual Clutch', 'Dual Clutch', 7, 'AWD', ALL, 265, 7.2, 54],
  'petrol-2.0t-auto8-rwd':    ['Petrol', PULP, 2.0, 4, 'Turbo', 'Automatic', '8 Speed Automatic', 'Sports Automatic', 8, 'RWD', REAR, 400, 6.8, 59],
  'petrol-2.0t-auto8-awd':    ['Petrol', PULP, 2.0, 4, 'Turbo', 'Automatic', '8 Speed Automatic', 'Sports Automatic', 8, 'AWD', ALL, 370, 7.6, 65],
  'petrol-2.0t-manual-fwd':   ['Petrol', PULP, 2.0, 4, 'Turbo', 'Manual', '6 Speed Manual', 'Manual', 6, 'FWD', FRONT, 420, 8.1, 47],
  'petrol-2.0-manual6-rwd':   ['Petrol', PULP, 2.0, 4, 'Aspirated', 'Manual', '6 Speed Manual', 'Manual', 6, 'RWD', REAR, 205, 6.8, 45],
  'petrol-2.0t-dct-fwd':      ['Petrol', PULP, 2.0, 4, 'Turbo', 'Automatic', '7 Speed Auto Dual Clutch', 'Dual Clutch', 7, 'FWD', FRONT, 370, 7.0, 50],
  'petrol-2.7-auto6-rwd':     ['Petrol', ULP, 2.7, 4, 'Aspirated', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, 'RWD', REAR, 245, 10.7, 80],
  'petrol-1.5-auto4-4wd':     ['Petrol', ULP, 1.5, 4, 'Aspirated', 'Automatic', '4 Speed Automatic', 'Automatic', 4, '4WD', FOUR, 130, 6.9, 40],
  'petrol-3.5-v6-auto8-awd':  ['Petrol', ULP, 3.5, 6, 'Aspirated', 'Automatic', '8 Speed Automatic', 'Sports Automatic', 8, 'AWD', ALL, 336, 9.5, 71],
  'petrol-3.6-v6-auto8-4wd':  ['Petrol', ULP, 3.6, 6, 'Aspirated', 'Automatic', '8 Speed Automatic', 'Sports Automatic', 8, '4WD', FOUR, 347, 9.6, 81],
  'petrol-5.0-v8-auto10-rwd': ['Petrol', PULP, 5.0, 8, 'Aspirated', 'Automatic', '10 Speed Automatic', 'Sports Automatic', 10, 'RWD', REAR, 556, 12.7, 61],
  'petrol-5.7-v8-auto8-4wd':  ['Petrol', ULP, 5.7, 8, 'Aspirated', 'Automatic', '8 Speed Automatic', 'Sports Automatic', 8, '4WD', FOUR, 556, 12.2, 98],
  'petrol-3.6-v6-auto6-rwd':  ['Petrol', ULP, 3.6, 6, 'Aspirated', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, 'RWD', REAR, 350, 9.0, 71],
  'petrol-4.0-auto6-rwd':     ['Petrol', ULP, 4.0, 6, 'Aspirated', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, 'RWD', REAR, 391, 9.9, 68],
  'petrol-6.2-v8-auto6-rwd':  ['Petrol', PULP, 6.2, 8, 'Aspirated', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, 'RWD', REAR, 570, 12.9, 71],
  'petrol-3.0t-auto8-awd':    ['Petrol', PULP, 3.0, 6, 'Twin Turbo', 'Automatic', '8 Speed Automatic', 'Sports Automatic', 8, 'AWD', ALL, 550, 9.9, 75],
  'hybrid-1.5-cvt-fwd':       ['Hybrid', HYBRID_ULP, 1.5, 3, 'Aspirated', 'Automatic', 'CVT', 'Constant Variable Transmission', null, 'FWD', FRONT, 120, 3.8, 36],
  'hybrid-1.8-cvt-fwd':       ['Hybrid', HYBRID_ULP, 1.8, 4, 'Aspirated', 'Automatic', 'CVT', 'Constant Variable Transmission', null, 'FWD', FRONT, 142, 4.2, 43],
  'hybrid-2.0-cvt-fwd':       ['Hybrid', HYBRID_ULP, 2.0, 4, 'Aspirated', 'Automatic', 'CVT', 'Constant Variable Transmission', null, 'FWD', FRONT, 175, 4.5, 47],
  'hybrid-2.5-cvt-fwd':       ['Hybrid', HYBRID_ULP, 2.5, 4, 'Aspirated', 'Automatic', 'CVT', 'Constant Variable Transmission', null, 'FWD', FRONT, 221, 4.7, 55],
  'hybrid-2.5-cvt-awd':       ['Hybrid', HYBRID_ULP, 2.5, 4, 'Aspirated', 'Automatic', 'CVT', 'Constant Variable Transmission', null, 'AWD', ALL, 221, 4.8, 55],
  'hybrid-1.6t-auto6-fwd':    ['Hybrid', HYBRID_ULP, 1.6, 4, 'Turbo', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, 'FWD', FRONT, 265, 5.3, 52],
  'hybrid-1.6t-auto6-awd':    ['Hybrid', HYBRID_ULP, 1.6, 4, 'Turbo', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, 'AWD', ALL, 265, 5.7, 52],
  'hybrid-1.5-dht-fwd':       ['Hybrid', HYBRID_ULP, 1.5, 4, 'Turbo', 'Automatic', '2 Speed Dedicated Hybrid', 'Hybrid Transmission', 2, 'FWD', FRONT, 375, 4.9, 55],
  'hybrid-1.5t-epower-awd':   ['Hybrid', HYBRID_ULP, 1.5, 3, 'Turbo', 'Automatic', '1 Speed Reduction Gear', 'Reduction Gear', 1, 'AWD', ALL, 525, 6.1, 55],
  'phev-2.4-awd':             ['Plug-in Hybrid', PHEV_ULP, 2.4, 4, 'Aspirated', 'Automatic', '1 Speed Reduction Gear', 'Reduction Gear', 1, 'AWD', ALL, 332, 1.5, 56],
  'phev-1.5t-fwd':            ['Plug-in Hybrid', PHEV_ULP, 1.5, 4, 'Turbo', 'Automatic', '10 Speed Automatic', 'Sports Automatic', 10, 'FWD', FRONT, 370, 1.7, 37],
  'phev-1.6t-awd':            ['Plug-in Hybrid', PHEV_ULP, 1.6, 4, 'Turbo', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, 'AWD', ALL, 350, 1.6, 47],
  'diesel-2.8-auto6-4wd':     ['Diesel', 'Diesel', 2.8, 4, 'Turbo', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, '4WD', FOUR, 500, 8.4, 80],
  'diesel-2.8-auto6-rwd':     ['Diesel', 'Diesel', 2.8, 4, 'Turbo', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, 'RWD', REAR, 500, 7.8, 80],
  'diesel-2.8-manual6-4wd':   ['Diesel', 'Diesel', 2.8, 4, 'Turbo', 'Manual', '6 Speed Manual', 'Manual', 6, '4WD', FOUR, 420, 8.6, 80],
  'diesel-2.0bt-auto10-4wd':  ['Diesel', 'Diesel', 2.0, 4, 'Twin Turbo', 'Automatic', '10 Speed Automatic', 'Sports Automatic', 10, '4WD', FOUR, 500, 7.6, 80],
  'diesel-3.0-v6-auto10-4wd': ['Diesel', 'Diesel', 3.0, 6, 'Turbo', 'Automatic', '10 Speed Automatic', 'Sports Automatic', 10, '4WD', FOUR, 600, 8.4, 80],
  'diesel-3.3-v6-auto10-4wd': ['Diesel', 'Diesel', 3.3, 6, 'Twin Turbo', 'Automatic', '10 Speed Automatic', 'Sports Automatic', 10, '4WD', FOUR, 700, 8.9, 110],
  'diesel-3.0-auto6-4wd':     ['Diesel', 'Diesel', 3.0, 4, 'Turbo', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, '4WD', FOUR, 450, 8.0, 76],
  'diesel-2.4-auto6-4wd':     ['Diesel', 'Diesel', 2.4, 4, 'Turbo', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, '4WD', FOUR, 470, 8.1, 75],
  'diesel-2.2-auto8-awd':     ['Diesel', 'Diesel', 2.2, 4, 'Turbo', 'Automatic', '8 Speed Auto Dual Clutch', 'Dual Clutch', 8, 'AWD', ALL, 440, 6.1, 67],
  'diesel-2.2-auto8-fwd':     ['Diesel', 'Diesel', 2.2, 4, 'Turbo', 'Automatic', '8 Speed Automatic', 'Sports Automatic', 8, 'FWD', FRONT, 440, 6.5, 72],
  'diesel-2.0-auto8-awd':     ['Diesel', 'Diesel', 2.0, 4, 'Turbo', 'Automatic', '8 Speed Automatic', 'Sports Automatic', 8, 'AWD', ALL, 400, 5.7, 68],
  'diesel-3.0-i6-auto8-awd':  ['Diesel', 'Diesel', 3.0, 6, 'Turbo', 'Automatic', '8 Speed Automatic', 'Sports Automatic', 8, 'AWD', ALL, 650, 7.6, 89],
  'diesel-2.0-auto6-fwd':     ['Diesel', 'Diesel', 2.0, 4, 'Turbo', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, 'FWD', FRONT, 390, 7.3, 70],
  'diesel-2.8-auto6-van':     ['Diesel', 'Diesel', 2.8, 4, 'Turbo', 'Automatic', '6 Speed Automatic', 'Sports Automatic', 6, 'RWD', REAR, 450, 8.4, 70],
  'ev-fwd':                   ['Electric', 'Electric', null, null, null, 'Automatic', '1 Speed Reduction Gear', 'Reduction Gear', 1, 'FWD', FRONT, 310, null, null],
  'ev-rwd':                   ['Electric', 'Electric', null, null, null, 'Automatic', '1 Speed Reduction Gear', 'Reduction Gear', 1, 'RWD', REAR, 420, null, null],
  'ev-awd':                   ['Electric', 'Electric', null, null, null, 'Automatic', '1 Speed Reduction Gear', 'Reduction Gear', 1, 'AWD', ALL, 605, null, null],
  'bike-single-350':          ['Petrol', ULP, 0.35, 1, 'Aspirated', 'Manual', '5 Speed Manual', 'Manual', 5, 'RWD', CHAIN, 27, 2.9, 13],
  'bike-single-400':          ['Petrol', ULP, 0.4, 1, 'Aspirated', 'Manual', '6 Speed Manual', 'Manual', 6, 'RWD', CHAIN, 39, 3.4, 14],
  'bike-four-650':            ['Petrol', ULP, 0.65, 4, 'Aspirated', 'Manual', '6 Speed Manual', 'Manual', 6, 'RWD', CHAIN, 63, 5.1, 15],
  'bike-twin-650':            ['Petrol', ULP, 0.65, 2, 'Aspirated', 'Manual', '6 Speed Manual', 'Manual', 6, 'RWD', CHAIN, 64, 4.4, 15],
  'bike-twin-700':            ['Petrol', ULP, 0.69, 2, 'Aspirated', 'Manual', '6 Speed Manual', 'Manual', 6, 'RWD', CHAIN, 67, 4.3, 14],
  'bike-triple-900':          ['Petrol', PULP, 0.89, 3, 'Aspirated', 'Manual', '6 Speed Manual', 'Manual', 6, 'RWD', CHAIN, 93, 5.0, 14],
  'bike-four-950':            ['Petrol', PULP, 0.95, 4, 'Aspirated', 'Manual', '6 Speed Manual', 'Manual', 6, 'RWD', CHAIN, 98, 5.5, 17],
  'bike-vtwin-950':           ['Petrol', PULP, 0.94, 2, 'Aspirated', 'Manual', '6 Speed Manual', 'Manual', 6, 'RWD', CHAIN, 93, 5.2, 14],
  'bike-v4-1150':             ['Petrol', PULP, 1.16, 4, 'Aspirated', 'Manual', '6 Speed Manual', 'Manual', 6, 'RWD', CHAIN, 125, 6.5, 22],
  'bike-vtwin-1900':          ['Petrol', PULP, 1.87, 2, 'Aspirated', 'Manual', '6 Speed Manual', 'Manual', 6, 'RWD', 'Belt Drive', 155, 5.6, 13],
  'bike-twin-1200':           ['Petrol', PULP, 1.2, 2, 'Aspirated', 'Manual', '6 Speed Manual', 'Manual', 6, 'RWD', CHAIN, 110, 5.3, 15],
  'bike-boxer-1300':          ['Petrol', PULP, 1.3, 2, 'Aspirated', 'Manual', '6 Speed Manual', 'Manual', 6, 'RWD', 'Shaft Drive', 149, 4.8, 19],
  'bike-twin-1100-dct':       ['Petrol', ULP, 1.08, 2, 'Aspirated', 'Automatic', '6 Speed Dual Clutch', 'Dual Clutch', 6, 'RWD', CHAIN, 112, 5.0, 25],
  'truck-3.0-amt':            ['Diesel', 'Diesel', 3.0, 4, 'Turbo', 'Automatic', '6 Speed Automated Manual', 'Automated Manual', 6, 'RWD', '4x2', 430, 13.5, 100],
  'truck-4.0-auto':           ['Diesel', 'Diesel', 4.0, 4, 'Turbo', 'Automatic', '6 Speed Automatic', 'Automatic', 6, 'RWD', '4x2', 464, 14.5, 100],
  'truck-5.2-auto':           ['Diesel', 'Diesel', 5.2, 4, 'Turbo', 'Automatic', '6 Speed Automatic', 'Automatic', 6, 'RWD', '4x2', 513, 16.0, 140],
  'truck-7.7-amt':            ['Diesel', 'Diesel', 7.7, 6, 'Turbo', 'Automatic', '12 Speed Automated Manual', 'Automated Manual', 12, 'RWD', '4x2', 794, 22.0, 200],
  'truck-7.7-manual':         ['Diesel', 'Diesel', 7.7, 6, 'Turbo', 'Manual', '9 Speed Manual', 'Manual', 9, 'RWD', '4x2', 794, 23.0, 200],
  'truck-13-amt':             ['Diesel', 'Diesel', 13.0, 6, 'Turbo', 'Automatic', '12 Speed Automated Manual', 'Automated Manual', 12, 'RWD', '6x4', 2500, 45.0, 600],
  'none':                     [null, null, null, null, null, null, null, null, null, null, null, null, null, null],
} satisfies Record<string, Row>;

export type PowertrainKey = keyof typeof POWERTRAIN_ROWS;

/** A named powertrain, e.g. powertrain('diesel-2.8-auto6-4wd') for a Hilux SR5. */
export function powertrain(key: PowertrainKey): Powertrain {
  const [
    fuel,
    fuelName,
    litres,
    cylinders,
    induction,
    transmission,
    transName,
    gearType,
    gears,
    drive,
    driveName,
    torque,
    consumption,
    tank,
  ] = POWERTRAIN_ROWS[key] as Row;
  return {
    fuel,
    fuelName,
    litres,
    cylinders,
    induction,
    transmission,
    transName,
    gearType,
    gears,
    drive,
    driveName,
    torque,
    consumption,
    tank,
  };
}

export interface Frame {
  seats: number | null;
  doors: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  gvm: number | null;
  towing: number | null;
  ancap: number | null;
  bodyConfiguration: string | null;
}

type FrameRow = [
  seats: number | null,
  doors: number | null,
  length: number | null,
  width: number | null,
  height: number | null,
  gvm: number | null,
  towing: number | null,
  ancap: number | null,
  bodyConfiguration: string | null,
];

// biome-ignore format: a table reads best one row a line
const FRAME_ROWS = {
  lightHatch:    [5, 5, 4060, 1695, 1500, 1500, null, 4, null],
  smallHatch:    [5, 5, 4375, 1790, 1435, 1850, 1300, 5, null],
  smallSedan:    [5, 4, 4650, 1790, 1435, 1850, 1300, 5, null],
  mediumSedan:   [5, 4, 4885, 1840, 1445, 2100, 1200, 5, null],
  wagon:         [5, 5, 4870, 1875, 1675, 2350, 2000, 5, null],
  lightSuv:      [5, 5, 4200, 1780, 1580, 1750, 1000, 5, null],
  smallSuv:      [5, 5, 4460, 1825, 1620, 2050, 1500, 5, null],
  mediumSuv:     [5, 5, 4600, 1855, 1685, 2300, 1800, 5, null],
  largeSuv:      [7, 5, 4950, 1930, 1750, 2750, 2000, 5, null],
  upperLargeSuv: [7, 5, 4985, 1980, 1945, 3280, 3500, 5, null],
  offroadSuv:    [5, 4, 4785, 1894, 1840, 2600, 2495, 3, null],
  microSuv:      [4, 3, 3645, 1645, 1720, 1435, 1300, 3, null],
  dualCabUte:    [5, 4, 5325, 1900, 1815, 3100, 3500, 5, 'Double Cab Pick Up'],
  cabChassis:    [2, 2, 5330, 1855, 1800, 2900, 3500, 5, 'Single Cab Chassis'],
  fullSizeUte:   [5, 4, 5916, 2084, 1971, 3425, 4500, null, 'Crew Cab Pick Up'],
  van:           [3, 4, 5265, 1950, 1990, 3300, 1900, 5, 'Van Low Roof'],
  peopleMover:   [8, 5, 5155, 1995, 1775, 2700, 2000, 5, null],
  coupe:         [4, 2, 4811, 1916, 1397, 2100, null, null, null],
  convertible:   [2, 2, 3915, 1735, 1235, 1350, null, 5, null],
  nakedBike:     [2, 0, 2085, 780, 1105, null, null, null, 'Naked'],
  sportBike:     [2, 0, 2050, 720, 1150, null, null, null, 'Sport'],
  adventureBike: [2, 0, 2300, 950, 1450, null, null, null, 'Adventure Touring'],
  cruiserBike:   [2, 0, 2400, 900, 1100, null, null, null, 'Cruiser'],
  scooter:       [2, 0, 1950, 755, 1180, null, null, null, 'Scooter'],
  retroBike:     [2, 0, 2150, 800, 1100, null, null, null, 'Retro'],
  lightTruck:    [3, 2, 6000, 1995, 2250, 4500, 3500, null, 'Cab Chassis'],
  mediumTruck:   [3, 2, 8500, 2490, 2850, 11000, 16000, null, 'Tipper'],
  pantechTruck:  [3, 2, 9200, 2500, 3600, 14500, 20000, null, 'Pantech'],
  primeMover:    [2, 2, 6900, 2500, 3800, 26500, 90000, null, 'Prime Mover'],
  caravan:       [null, 1, null, null, null, null, null, null, null],
} satisfies Record<string, FrameRow>;

export type FrameKey = keyof typeof FRAME_ROWS;

/** A named body frame with its size and seats, e.g. frame('dualCabUte'). */
export function frame(key: FrameKey): Frame {
  const [seats, doors, length, width, height, gvm, towing, ancap, bodyConfiguration] = FRAME_ROWS[key] as FrameRow;
  return { seats, doors, length, width, height, gvm, towing, ancap, bodyConfiguration };
}

/** The variant sub-object (spec: 000 §3) of a powertrain in a frame; null for caravans. */
export function variantFor(train: Powertrain, body: Frame): CarVariant | null {
  if (train.fuel === null) return null;
  return {
    cylinders: train.cylinders,
    enginesize: train.litres === null ? null : Math.round(train.litres * 1000),
    enginesize_litres: train.litres,
    induction: train.induction,
    geartype: train.gearType,
    fuelconsumptioncombined: train.consumption,
    fuelcapacity: train.tank,
    grossvehiclemass: body.gvm,
    vehiclelength: body.length,
    vehicleheight: body.height,
    vehiclewidth: body.width,
    towingcapacitybraked: body.towing,
    torque: train.torque,
    bodyconfiguration: body.bodyConfiguration,
    ancaprating: body.ancap,
  };
}
