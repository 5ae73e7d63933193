import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { type AdfLeadInput, adfLeadXml } from './adf';

// The ADF documents are checked by libxml2's own validator (xmllint, as WebAssembly) against the ADF 1.0 content
// model in ./adf-1.0.rng (the standard's DTD as RELAX NG: that build of libxml2 validates no DTD), so "valid ADF"
// means what a CRM's parser means by it.

const SCHEMA = readFile(new URL('./adf-1.0.rng', import.meta.url), 'utf8');

/** libxml2's verdict on `xml` against the ADF content model: the error messages, none when valid. */
async function adfErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'lead.xml', contents: xml }],
    schema: [{ fileName: 'adf.rng', contents: await SCHEMA }],
    extension: 'relaxng',
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}

const HILUX = {
  year: 2021,
  make: 'Toyota',
  model: 'HiLux',
  vin: 'MR0HA3CD700123456',
  stocknum: 'HC1234',
  price: 35990,
  car_type: 'used',
} as const;

const CONTACT = { name: 'Sam', last_name: 'Lee', email: 'sam@example.com', phone: '0412345678' };

function lead(overrides: Partial<AdfLeadInput> = {}): AdfLeadInput {
  return {
    leadId: '8d0f6a62-0d55-4a3e-9a3c-1f7e0c2b9e11',
    site: 'harbourcity',
    form: 'enquiry',
    submittedAt: '2026-11-28T03:04:05.000Z',
    fields: { ...CONTACT, message: 'Can I see it on Saturday?', car_id: 9101, stock_number: 'HC1234' },
    car: HILUX,
    dealership: { id: 9001, name: 'Harbour City Toyota', phone: '02 9000 0000' },
    ...overrides,
  };
}

describe('a lead as ADF/XML 1.0', () => {
  it('is valid ADF for every kind of lead, with a car, without one, and for a trade-in', async () => {
    const documents = [
      adfLeadXml(lead()),
      adfLeadXml(lead({ form: 'test-drive', fields: { ...CONTACT, dateTime: '2026-12-01T10:00' } })),
      adfLeadXml(lead({ form: 'finance', fields: { ...CONTACT, amount: 35990, term: 5, tags: ['YouX'] } })),
      adfLeadXml(lead({ form: 'trade-in', car: null, fields: { ...CONTACT, postcode: '2000', Rego: 'ABC123' } })),
      adfLeadXml(lead({ form: 'trade-in', fields: { ...CONTACT, postcode: '2000', car_id: 9101 } })),
      adfLeadXml(lead({ form: 'service-booking', car: null, fields: { ...CONTACT, 'Vehicle Make': 'Toyota' } })),
      adfLeadXml(lead({ form: 'careers', car: null, fields: { name: 'Sam', last_name: 'Lee', phone: '0412345678' } })),
    ];
    for (const xml of documents) expect(await adfErrors(xml), xml).toEqual([]);
  });

  it('is refused by the same check when it breaks the content model (the check can fail)', async () => {
    const withoutVendor = adfLeadXml(lead()).replace(/<vendor>.*<\/vendor>/, '');
    expect((await adfErrors(withoutVendor)).join('\n')).toMatch(/vendor|prospect/);
    const badInterest = adfLeadXml(lead()).replace('interest="buy"', 'interest="window-shopping"');
    expect((await adfErrors(badInterest)).join('\n')).toMatch(/interest/);
  });

  it('carries the car (year, make, model, vin, stock number, asking price), the shopper, the dealership and the site', () => {
    const xml = adfLeadXml(lead());
    expect(xml).toContain('<id sequence="1" source="forecourt-lead">8d0f6a62-0d55-4a3e-9a3c-1f7e0c2b9e11</id>');
    expect(xml).toContain('<requestdate>2026-11-28T03:04:05.000Z</requestdate>');
    expect(xml).toContain(
      '<vehicle interest="buy" status="used"><year>2021</year><make>Toyota</make><model>HiLux</model>' +
        '<vin>MR0HA3CD700123456</vin><stock>HC1234</stock><price type="asking" currency="AUD">35990</price></vehicle>',
    );
    expect(xml).toContain(
      '<contact primarycontact="1"><name part="first">Sam</name><name part="last">Lee</name>' +
        '<email>sam@example.com</email><phone type="cellphone">0412345678</phone></contact>',
    );
    expect(xml).toContain('<vendorname>Harbour City Toyota</vendorname>');
    expect(xml).toContain('<id source="forecourt-site">harbourcity</id>');
    expect(xml).toContain('<service>enquiry</service>');
  });

  it('loses no field: the message first, then every field no element carries as a labelled line', () => {
    const xml = adfLeadXml(
      lead({ form: 'test-drive', fields: { ...CONTACT, message: 'Mornings', dateTime: '2026-12-01', opt_in: true } }),
    );
    expect(xml).toContain('<vehicle interest="test-drive" status="used">');
    expect(xml).toContain('<comments>Mornings\nPreferred date: 2026-12-01\nOpt in: yes</comments>');
  });

  it('sends a trade-in as the shopper’s own car to trade, then the car they trade towards', () => {
    const xml = adfLeadXml(lead({ form: 'trade-in', fields: { ...CONTACT, Rego: 'ABC123', regoState: 'NSW' } }));
    expect(xml.indexOf('<vehicle interest="trade-in" status="used">')).toBeLessThan(
      xml.indexOf('<vehicle interest="buy" status="used">'),
    );
    expect(xml).toContain('Rego: ABC123\nRego state: NSW');
  });

  it('gives a finance lead its amount, and escapes what XML reserves', () => {
    const xml = adfLeadXml(
      lead({ form: 'finance', fields: { ...CONTACT, amount: 30000, whoIsHelping: 'Mum & Dad <3' } }),
    );
    expect(xml).toContain(
      '<finance><method>finance</method><amount type="total" limit="exact" currency="AUD">30000</amount></finance>',
    );
    expect(xml).toContain('Who is helping: Mum &#38; Dad &#60;3');
  });

  it('matches the example the README shows (shared/src/domain/leads/examples/enquiry.adf.xml)', async () => {
    const example = await readFile(new URL('./examples/enquiry.adf.xml', import.meta.url), 'utf8');
    expect(adfLeadXml(lead())).toBe(example);
  });
});
