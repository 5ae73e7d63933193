import { type AdfCar, type AdfDealership, adfLeadXml } from '../../domain/leads/adf';
import { dealershipOverridesOf } from '../../domain/schemas/dealership';
import type { StoredLead } from './stored';

// Which leads of a delivery batch go to their CRM as ADF/XML (issue 30): those of a dealership whose
// `config_overrides.crmFormat` is 'adf', read when the batch is sent (so a dealership that changes CRM gets
// its next lead in the new format). The ADF document needs what the stored lead only names by id: the car
// (year, make, model, vin, stock number, price) and the dealership (name and a phone, its first location's).
// A dealership whose CRM reads a mailbox (`config_overrides.crmEmail`) gets the document by e-mail there.

interface DealershipRow {
  id: number;
  name: string;
  overrides: string | null;
  phone: string | null;
}

interface CarRow {
  id: number;
  year: number;
  make: string;
  model: string;
  vin: string | null;
  stocknum: string;
  price: number;
  car_type: AdfCar['car_type'];
}

function idsOf(values: readonly (number | null)[]): string {
  return JSON.stringify([...new Set(values.filter((id): id is number => id !== null))]);
}

/** A dealership whose CRM takes ADF: what ADF's vendor needs, and the mailbox its CRM reads (null: by HTTP). */
interface AdfDestination {
  dealership: AdfDealership;
  mailbox: string | null;
}

/** The dealerships among `ids` whose CRM takes ADF, with the name and phone ADF's vendor needs. */
async function adfDealerships(db: D1Database, ids: string): Promise<Map<number, AdfDestination>> {
  const { results } = await db
    .prepare(
      `SELECT d.id, d.name, json_extract(d.doc, '$.config_overrides') AS overrides,
              (SELECT json_extract(l.doc, '$.contact_detail.phone') FROM locations l
                WHERE l.dealership_id = d.id ORDER BY l.id LIMIT 1) AS phone
         FROM dealerships d WHERE d.id IN (SELECT value FROM json_each(?))`,
    )
    .bind(ids)
    .all<DealershipRow>();
  // Each row's overrides read once: whether its CRM takes ADF, and the mailbox it reads if any.
  const destinations = new Map<number, AdfDestination>();
  for (const row of results) {
    const overrides = row.overrides === null ? null : dealershipOverridesOf(JSON.parse(row.overrides));
    if (overrides?.crmFormat !== 'adf') continue;
    destinations.set(row.id, {
      dealership: { id: row.id, name: row.name, phone: row.phone ?? '' },
      mailbox: overrides.crmEmail ?? null,
    });
  }
  return destinations;
}

async function carsById(db: D1Database, ids: string): Promise<Map<number, AdfCar>> {
  const { results } = await db
    .prepare(
      `SELECT id, year, make, model, json_extract(doc, '$.vin') AS vin, stocknum, price, car_type
         FROM cars WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .bind(ids)
    .all<CarRow>();
  return new Map(
    results.map(({ id, stocknum, price, ...car }) => [
      id,
      { ...car, stocknum: stocknum || null, price: price > 0 ? Math.round(price) : null },
    ]),
  );
}

/** A lead's ADF/XML document, and the mailbox it goes to (null: POSTed to the CRM). */
export interface AdfLead {
  xml: string;
  mailbox: string | null;
}

/**
 * The ADF/XML document of each lead in `leads` whose dealership's CRM takes ADF, by lead id, with where it
 * goes; the others are sent as JSON.
 *
 * @example const adf = await adfLeadsOf(env.DB, leads); const document = adf.get(lead.id); // undefined → JSON
 */
export async function adfLeadsOf(db: D1Database, leads: readonly StoredLead[]): Promise<Map<string, AdfLead>> {
  const withDealership = leads.filter((lead) => lead.dealership_id !== null);
  if (withDealership.length === 0) return new Map();
  const destinations = await adfDealerships(db, idsOf(withDealership.map((lead) => lead.dealership_id)));
  const adfLeads = withDealership.filter((lead) => destinations.has(lead.dealership_id as number));
  if (adfLeads.length === 0) return new Map();
  const cars = await carsById(db, idsOf(adfLeads.map((lead) => lead.car_id)));
  return new Map(
    adfLeads.map((lead) => {
      const { dealership, mailbox } = destinations.get(lead.dealership_id as number) as AdfDestination;
      const xml = adfLeadXml({
        leadId: lead.id,
        site: lead.tenant,
        form: lead.form,
        submittedAt: lead.created_at,
        fields: lead.fields,
        car: lead.car_id === null ? null : (cars.get(lead.car_id) ?? null),
        dealership,
      });
      return [lead.id, { xml, mailbox }];
    }),
  );
}
