import type { ItemType } from './makes';
import type { SimpleBody } from './models';
import type { Random } from './random';
import type { SimpleFuel } from './specs';

// Standard equipment lists (spec: 000 §3 standardEquipment; the page shows 8 before "Show All").

const MIN_ITEMS = 5;
const MAX_ITEMS = 20;

// biome-ignore format: word lists read best packed
const CAR_EQUIPMENT = [
  'Reversing Camera', 'Apple CarPlay', 'Android Auto', 'Bluetooth Audio Streaming', 'Cruise Control',
  'Adaptive Cruise Control', 'Lane Keep Assist', 'Autonomous Emergency Braking', 'Blind Spot Monitor',
  'Rear Cross Traffic Alert', 'Keyless Entry', 'Push Button Start', 'Dual Zone Climate Control',
  'Heated Front Seats', 'Leather Trim', 'Power Tailgate', 'Sunroof', 'Alloy Wheels', 'LED Headlights',
  'Digital Instrument Cluster', 'Wireless Phone Charger', 'Satellite Navigation', '360 Degree Camera',
  'Head-Up Display', 'Front Parking Sensors', 'Rear Parking Sensors', 'Auto Headlights', 'Rain Sensing Wipers',
  'Tyre Pressure Monitoring', 'Traffic Sign Recognition', 'Driver Attention Alert', 'Rear Air Vents',
];

const UTE_EQUIPMENT = [
  'Tow Bar',
  'Tub Liner',
  'Side Steps',
  'Rear Diff Lock',
  'Hill Descent Control',
  'Sports Bar',
  'Roller Shutter',
];
const EV_EQUIPMENT = ['Heat Pump', 'Vehicle-to-Load', 'DC Fast Charging', 'Regenerative Braking', 'One Pedal Driving'];
const HYBRID_EQUIPMENT = ['EV Drive Mode', 'Regenerative Braking', 'Energy Monitor'];

// biome-ignore format: word lists read best packed
const MOTORCYCLE_EQUIPMENT = [
  'ABS', 'Cornering ABS', 'Traction Control', 'Ride Modes', 'Quickshifter', 'TFT Display', 'LED Lighting',
  'Cruise Control', 'Heated Grips', 'Slipper Clutch', 'USB Charging', 'Adjustable Suspension', 'Bluetooth Connectivity',
  'Keyless Ignition', 'Tyre Pressure Monitoring', 'Hand Guards',
];

// biome-ignore format: word lists read best packed
const TRUCK_EQUIPMENT = [
  'Air Suspension', 'Exhaust Brake', 'Cruise Control', 'Air Conditioning', 'Bluetooth', 'Reversing Camera',
  'Driver Airbag', 'Electronic Stability Control', 'Lane Departure Warning', 'Air Seat', 'Sleeper Cab',
  'Power Windows', 'Disc Brakes', 'Engine Brake', 'Alloy Bull Bar', 'Dual Fuel Tanks', 'Telematics',
];

// biome-ignore format: word lists read best packed
const CARAVAN_EQUIPMENT = [
  'Ensuite', 'Queen Bed', 'Solar Panels', 'Lithium Battery', 'Diesel Heater', 'Washing Machine',
  'Gas/Electric Hot Water', 'Outdoor Kitchen', 'Roll-out Awning', 'Independent Suspension', 'Two 95L Water Tanks',
  'Grey Water Tank', 'Reverse Cycle Air Conditioner', '12V Compressor Fridge', 'Microwave', 'TV Antenna',
  'Bike Rack', 'Jerry Can Holders', 'Annex', 'Battery Management System', 'External Shower',
];

const POOLS: Record<ItemType, readonly string[]> = {
  car: CAR_EQUIPMENT,
  motorcycle: MOTORCYCLE_EQUIPMENT,
  truck: TRUCK_EQUIPMENT,
  caravan: CARAVAN_EQUIPMENT,
};

function extrasFor(body: SimpleBody, fuel: SimpleFuel | null): readonly string[] {
  const extras: string[] = [];
  if (body === 'Ute' || body === 'Cab Chassis') extras.push(...UTE_EQUIPMENT);
  if (fuel === 'Electric') extras.push(...EV_EQUIPMENT);
  if (fuel === 'Hybrid' || fuel === 'Plug-in Hybrid') extras.push(...HYBRID_EQUIPMENT);
  return extras;
}

/** Between 5 and 20 distinct features fitting the vehicle. */
export function standardEquipment(
  rng: Random,
  itemType: ItemType,
  body: SimpleBody,
  fuel: SimpleFuel | null,
): string[] {
  const pool = [...new Set([...POOLS[itemType], ...extrasFor(body, fuel)])];
  return rng.sample(pool, rng.int(MIN_ITEMS, Math.min(MAX_ITEMS, pool.length)));
}
