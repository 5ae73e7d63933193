import type { AustralianState } from './postcode-state';

// The published figures a drive-away estimate uses, each with where it comes from and the date it
// applies from (issue 31 "registration and CTP/TAC as per-state data with their sources and effective
// dates"). Read on 28 November 2026 from stored copies of the pages named; how sure each figure is
// says `verified` (false: not confirmed from the authority's own page for the current year — shown to
// the shopper as approximate, and listed in the branch's report). Review every 1 July (most states
// index their fees then) and when a state's budget changes its duty.

/** A published source: the page, and the date its figures apply from (ISO date). */
export interface RateSource {
  /** The authority, as the breakdown names it. */
  authority: string;
  url: string;
  effectiveFrom: string;
}

/** One yearly charge for a private light passenger car (4 cylinders, about 1.2–1.5 t, garaged in the capital). */
export interface YearlyCharge {
  /** Dollars for 12 months; null when it is part of another charge (`includedIn`). */
  amount: number | null;
  /** False: an approximation (secondary source, earlier year, or none found); the page marks it. */
  verified: boolean;
  /** Where the figure was read; null when no page gave one (then it is a round approximation). */
  source: RateSource | null;
  /** Why the figure is what it is, or what it leaves out. */
  note: string;
}

/** A state's registration and compulsory third-party (CTP) injury insurance for a year. */
export interface OnRoadCharges {
  registration: YearlyCharge;
  /** CTP; Victoria's is the TAC charge, Tasmania's the MAIB premium, the NT's the MAC premium. */
  ctp: YearlyCharge;
  /** What the CTP line is called there. */
  ctpLabel: string;
}

/** Where each state's stamp duty rates are published, and since when the rates used apply. */
export const STAMP_DUTY_SOURCES: Record<AustralianState, RateSource> = {
  // "Up to $44,999: $3 for every $100; $45,000 or more: $1,350 plus $5 for every $100" (passenger
  // vehicles; others $3 per $100). The page gives no start date: the rates and the $45,000 threshold
  // are unchanged for years; dated from the financial year the copy read belongs to. The EV duty
  // exemption ended on 1 January 2024, so an EV pays the same.
  NSW: {
    authority: 'Revenue NSW',
    url: 'https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty',
    effectiveFrom: '2025-07-01',
  },
  // Duties Act 2000 (Vic) s 218: per $200 or part — green car $8.40 at any value; other passenger cars
  // $8.40 up to the luxury car tax threshold, $10.40 to $100,000, $14 to $150,000, $18 above; a
  // non-passenger vehicle $5.40 new, $8.40 used. The LCT threshold for 2025-26 is $80,567 (unchanged
  // from 2024-25, ATO via the AADA's bulletin "Luxury Car Tax Thresholds 2025-26").
  VIC: {
    authority: 'State Revenue Office Victoria',
    url: 'https://www.sro.vic.gov.au/motor-vehicle-duty-current-rates',
    effectiveFrom: '2025-07-01',
  },
  // Light vehicles, per $100 or part, the higher rate on the whole value above $100,000: hybrid or
  // electric $2 / $4; 1–4 cylinders $3 / $5; 5–6 cylinders $3.50 / $5.50; 7 or more $4 / $6 (in force
  // for contracts from 1 July 2018).
  QLD: {
    authority: 'Queensland Government (vehicle registration duty)',
    url: 'https://www.qld.gov.au/transport/registration/fees/duty/rates',
    effectiveFrom: '2018-07-01',
  },
  // Non-commercial: $1 per $100 (min $5) to $1,000; $10 + $2 per $100 over $1,000 to $2,000; $30 + $3
  // per $100 over $2,000 to $3,000; $60 + $4 per $100 over $3,000. Commercial: the same to $3,000, then
  // $60 + $3 per $100 over $3,000 — that last row was cut off in the copy read and is RevenueSA's
  // commercial rate as remembered, NOT verified. No EV concession. The page gives no start date.
  SA: {
    authority: 'RevenueSA',
    url: 'https://www.revenuesa.sa.gov.au/taxes-and-duties/stamp-duties/motor-vehicles',
    effectiveFrom: '2025-07-01',
  },
  // Duties Act 2008 (WA) s 236, non-heavy vehicles: 2.75% to $25,000; R% from $25,000 to $50,000 with
  // R = 2.75 + (value − 25,000) / 6,666.66 rounded to 2 places; 6.5% above $50,000; rounded down to 5c.
  WA: {
    authority: 'RevenueWA',
    url: 'https://www.finance.wa.gov.au/cms/State_Revenue/Duties/Vehicle_Licence_Duty.aspx',
    effectiveFrom: '2025-07-01',
  },
  // Passenger vehicles: $20 to $600; $3 per $100 or part to $35,000; $1,050 + $11 per $100 over $35,000
  // to $40,000; $4 per $100 of the whole value above $40,000. Others (light): $3 per $100. The EV and
  // hydrogen exemption covered registrations from 1 July 2021 to 30 June 2023 only.
  TAS: {
    authority: 'State Revenue Office Tasmania',
    url: 'https://www.sro.tas.gov.au/motor-vehicle-duty/rates-of-duty',
    effectiveFrom: '2023-07-01',
  },
  // $3 per $100 or part, every vehicle. An EV concession runs 1 July 2022 – 30 June 2027; its amount and
  // eligibility were not verified, so it is NOT applied (the estimate may overstate an EV's duty).
  NT: {
    authority: 'Territory Revenue Office',
    url: 'https://treasury.nt.gov.au/dtf/territory-revenue-office/stamp-duty-on-motor-vehicles',
    effectiveFrom: '2022-07-01',
  },
  // From 1 September 2025 the ACT's duty depends on the car's combined CO2 rating (Green Vehicle Guide)
  // and value (a new bracket above $80,000; zero-emission cars at least 2.5%). The determination's
  // table could not be read, so no ACT duty is estimated: the breakdown says so instead of guessing.
  ACT: {
    authority: 'ACT Revenue Office',
    url: 'https://www.revenue.act.gov.au/duties/motor-vehicle-duty',
    effectiveFrom: '2025-09-01',
  },
};

/** Each state's registration and CTP for a year (see `YearlyCharge`: private use, 4 cylinders, capital city). */
export const ON_ROAD_CHARGES: Record<AustralianState, OnRoadCharges> = {
  NSW: {
    registration: {
      amount: 453,
      verified: true,
      source: {
        authority: 'Transport for NSW',
        url: 'https://www.nsw.gov.au/driving-boating-and-transport/vehicle-registration/fees-concessions-and-forms/vehicle-registration-fees',
        effectiveFrom: '2025-07-01',
      },
      note: 'Registration fee $79 + vehicle tax $374 (tare 1,155–1,504 kg, private use); plates and inspection not included. The page gives no date; dated from the financial year its fee belongs to.',
    },
    ctp: {
      amount: 600,
      verified: false,
      source: null,
      note: 'A green slip is priced by each insurer by driver and suburb; no price was read: $600 is a round Sydney approximation.',
    },
    ctpLabel: 'CTP green slip',
  },
  VIC: {
    registration: {
      amount: 340,
      verified: false,
      source: {
        authority: 'DAPC (secondary source, quoting VicRoads)',
        url: 'https://dapc.com.au/blog/victorian-car-registration-fees-2024-breakdown',
        effectiveFrom: '2024-07-01',
      },
      note: '20.42 fee units: $333.46 in 2024-25 at $16.33 a unit; rounded up for the 2025-26 indexation, which was not read.',
    },
    ctp: {
      amount: 600,
      verified: false,
      source: null,
      note: 'The TAC charge for a passenger car in the metropolitan (high risk) zone; VicRoads’ table was empty in the copy read: round approximation.',
    },
    ctpLabel: 'TAC charge',
  },
  QLD: {
    registration: {
      amount: 423.5,
      verified: false,
      source: {
        authority: 'DAPC (secondary source, quoting the Queensland Government)',
        url: 'https://dapc.com.au/blog/queensland-car-registration-fees-2024-breakdown',
        effectiveFrom: '2024-07-01',
      },
      note: '4 cylinders $360.60 + traffic improvement fee $62.90 (2024-25, without the 20% discount that ended on 15 September 2025); 2025-26 indexation not included.',
    },
    ctp: {
      amount: 386.8,
      verified: false,
      source: {
        authority: 'DAPC (secondary source, quoting the Queensland Government)',
        url: 'https://dapc.com.au/blog/queensland-car-registration-fees-2025-breakdown',
        effectiveFrom: '2025-07-01',
      },
      note: 'Class 1 (cars and station wagons), 12 months.',
    },
    ctpLabel: 'CTP insurance',
  },
  SA: {
    registration: {
      amount: 200,
      verified: false,
      source: null,
      note: 'No current figure was read: a round approximation of a 4-cylinder car’s registration fee.',
    },
    ctp: {
      amount: 400,
      verified: false,
      source: null,
      note: 'No current figure was read: a round approximation of a metropolitan passenger car’s premium.',
    },
    ctpLabel: 'CTP insurance',
  },
  WA: {
    registration: {
      amount: 400,
      verified: false,
      source: null,
      note: 'Licence fees go by weight; no current figure was read: a round approximation for a 1.5 t car.',
    },
    ctp: {
      amount: 500,
      verified: false,
      source: null,
      note: 'No current figure was read: a round approximation of the motor injury insurance premium.',
    },
    ctpLabel: 'Motor injury insurance',
  },
  TAS: {
    registration: {
      amount: 645.42,
      verified: true,
      source: {
        authority: 'Transport Tasmania',
        url: 'https://transport.tas.gov.au/registration/registration_fees',
        effectiveFrom: '2024-12-01',
      },
      note: '4 cylinders, establishment fee with plates, which includes the MAIB premium ("current as at 1 December 2024").',
    },
    ctp: {
      amount: null,
      verified: true,
      source: {
        authority: 'Transport Tasmania',
        url: 'https://transport.tas.gov.au/registration/registration_fees',
        effectiveFrom: '2024-12-01',
      },
      note: 'Part of the registration fee.',
    },
    ctpLabel: 'MAIB premium',
  },
  NT: {
    registration: {
      amount: 831.25,
      verified: false,
      source: {
        authority: 'DAPC (secondary source, quoting the NT Government)',
        url: 'https://dapc.com.au/blog/northern-territory-car-registration-fees-2024-breakdown',
        effectiveFrom: '2024-07-01',
      },
      note: '12 months, 4 cylinders, 1,501–2,000 cc, with the MAC premium (2024-25).',
    },
    ctp: {
      amount: null,
      verified: false,
      source: {
        authority: 'DAPC (secondary source, quoting the NT Government)',
        url: 'https://dapc.com.au/blog/northern-territory-car-registration-fees-2024-breakdown',
        effectiveFrom: '2024-07-01',
      },
      note: 'Part of the registration fee.',
    },
    ctpLabel: 'MAC premium',
  },
  ACT: {
    registration: {
      amount: 400,
      verified: false,
      source: null,
      note: 'Registration goes by CO2 emissions since 1 July 2024; no current figure was read: a round approximation.',
    },
    ctp: {
      amount: 500,
      verified: false,
      source: null,
      note: 'No current figure was read: a round approximation of a passenger car’s premium.',
    },
    ctpLabel: 'CTP insurance',
  },
};

/** Victoria's luxury car tax threshold for 2025-26 (the ATO's, "other vehicles"). */
export const VIC_LUXURY_CAR_TAX_THRESHOLD = 80_567;

/** What a site's dealer delivery costs when its settings name none (issue 31: a demo value). */
export const DEFAULT_DEALER_DELIVERY = 1_495;
