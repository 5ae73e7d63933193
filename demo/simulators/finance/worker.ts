import { escapeHtml, htmlPage, receivedPage, receivedTimeCell } from '../dev-page';
import { FaultyState, faultAnswer, withFaults } from '../faults';
import { json, readJson, type SimulatorEnv, simulatorWorker, text, wholeNumber } from '../kit';
import { bestOffer, type CreditScore, LENDERS, offerOf } from './lenders';

// The finance partner simulator (forecourt-sim-finance): the broker the gateway's finance adapter
// (mfe-finance/src/partners/finance.ts) asks for quick quotes and hands customers to. Local only.
//
//   POST /v1/quotes     { selfAssessedCreditScore, purchasePrice, loanTerm, year?, vin?, nvic? }
//                       → 200 { weeklyRepaymentAmount, advertisedRate, comparisonRate, financeProvider, disclaimer }
//                       400 bad body; 503 in an outage
//   POST /v1/lenders    the same body → 200 { lenders: [{ financeProvider, interestRate, comparisonRate,
//                       establishmentFees, deposit, term…, weeklyPayment, monthlyPayment, totalPayable, disclaimer }] }
//   POST /v1/customers  { firstName, lastName, email, phoneNumber, postCode?, subscribe?, selfAssessedCreditScore,
//                       purchasePrice, loanTerm, year?, vin?, nvic?, reference?, additionalData? (an object: the car,
//                       dealership, lead_attributes … the site adds; kept as sent) }
//                       → 201 { customerId, redirectUrl } (the application page below); 400; 503
//   GET  /v1/customers  { customers: [...] } newest first; ?limit=     DELETE /v1/customers forget them
//   GET  /apply/:id     HTML: the customer's application page (where the site's redirect lands)
//   GET  /customers     HTML: the latest customers (for demos)
//   GET|POST /faults    { delayMs?, garbled? } (../faults.ts)     GET|POST /control the outage switch; GET /health

/** One customer as the partner keeps it. */
export interface FinanceCustomer {
  customerId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  postCode: string | null;
  purchasePrice: number;
  loanTerm: number;
  selfAssessedCreditScore: CreditScore;
  year: number | null;
  vin: string | null;
  reference: string | null;
  /** What the site added (car_id, vin, dealership_slug, car_type, category, lead_attributes), as sent. */
  additionalData: Record<string, unknown> | null;
  received_at: number;
}

const TEXT_MAX = 200;
/** A site's additions are a handful of fields and the pages visited: far below this. */
const ADDITIONAL_DATA_MAX_CHARS = 20_000;
const CREDIT_SCORES: readonly CreditScore[] = ['GREAT', 'DECENT', 'POOR'];

/** The simulator's state: the customers, the faults and the control switches. */
export class FinanceState extends FaultyState<FinanceCustomer> {}

type Fields = Record<string, unknown>;
type Read<T> = { ok: true; value: T } | { ok: false; error: string };

function optionalText(value: unknown, max = TEXT_MAX): string | null {
  return value === undefined || value === null ? null : text(value, max);
}

/** The loan a request describes: credit history, price, term and the car's year. */
interface LoanAsked {
  credit: CreditScore;
  price: number;
  termYears: number;
  year: number | null;
}

function readLoan(fields: Fields): Read<LoanAsked> {
  const credit = CREDIT_SCORES.find((score) => score === fields.selfAssessedCreditScore);
  const price = wholeNumber(fields.purchasePrice, 1_000, 250_000);
  const termYears = wholeNumber(fields.loanTerm, 1, 7);
  const year = fields.year === undefined || fields.year === null ? null : wholeNumber(fields.year, 1900, 2100);
  if (!credit) return { ok: false, error: 'selfAssessedCreditScore: expected GREAT, DECENT or POOR' };
  if (price === null) return { ok: false, error: 'purchasePrice: expected whole dollars from 1000 to 250000' };
  if (termYears === null) return { ok: false, error: 'loanTerm: expected whole years from 1 to 7' };
  if (year === null && fields.year !== undefined && fields.year !== null)
    return { ok: false, error: 'year: expected a whole number from 1900 to 2100' };
  return { ok: true, value: { credit, price, termYears, year } };
}

async function readBody(request: Request): Promise<Read<Fields>> {
  const body = await readJson(request);
  if (!body.ok || typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
    return { ok: false, error: 'expected a JSON object' };
  }
  return { ok: true, value: body.value as Fields };
}

async function quote(request: Request, state: DurableObjectStub<FinanceState>, lenders: boolean): Promise<Response> {
  const fault = await faultAnswer(state);
  if (fault) return fault;
  const body = await readBody(request);
  const loan = body.ok ? readLoan(body.value) : body;
  if (!loan.ok) return json({ error: 'bad_request', message: loan.error }, 400);
  const currentYear = new Date().getUTCFullYear();
  if (lenders) {
    if (await state.takeGarbled()) return json({ lenders: [{ financeProvider: 'AusLoans', interestRate: 'low' }] });
    return json({ lenders: LENDERS.map((lender) => offerOf(lender, loan.value, currentYear)) });
  }
  const { best } = bestOffer(loan.value, currentYear);
  if (await state.takeGarbled()) return json({ weeklyRepaymentAmount: 'about 120', advertisedRate: null });
  return json({
    weeklyRepaymentAmount: best.weeklyPayment,
    advertisedRate: best.interestRate,
    comparisonRate: best.comparisonRate,
    financeProvider: best.financeProvider,
    disclaimer: best.disclaimer,
  });
}

function readCustomer(fields: Fields): Read<Omit<FinanceCustomer, 'customerId' | 'received_at'>> {
  const loan = readLoan(fields);
  if (!loan.ok) return loan;
  const firstName = text(fields.firstName, 100);
  const lastName = text(fields.lastName, 100);
  const email = text(fields.email, TEXT_MAX);
  const phoneNumber =
    typeof fields.phoneNumber === 'string' && /^0\d{9}$/.test(fields.phoneNumber) ? fields.phoneNumber : null;
  const postCode = typeof fields.postCode === 'string' && /^\d{4}$/.test(fields.postCode) ? fields.postCode : null;
  if (!firstName || !lastName) return { ok: false, error: 'firstName and lastName: expected text' };
  if (!email?.includes('@')) return { ok: false, error: 'email: expected an email address' };
  if (!phoneNumber) return { ok: false, error: 'phoneNumber: expected 10 digits starting with 0' };
  const additionalData = readAdditionalData(fields.additionalData);
  if (!additionalData.ok) return additionalData;
  return {
    ok: true,
    value: {
      firstName,
      lastName,
      email,
      phoneNumber,
      postCode,
      purchasePrice: loan.value.price,
      loanTerm: loan.value.termYears,
      selfAssessedCreditScore: loan.value.credit,
      year: loan.value.year,
      vin: optionalText(fields.vin, 17),
      reference: optionalText(fields.reference),
      additionalData: additionalData.value,
    },
  };
}

function readAdditionalData(value: unknown): Read<Record<string, unknown> | null> {
  if (value === undefined || value === null) return { ok: true, value: null };
  const isObject = typeof value === 'object' && !Array.isArray(value);
  if (!isObject || JSON.stringify(value).length > ADDITIONAL_DATA_MAX_CHARS) {
    return {
      ok: false,
      error: `additionalData: expected an object of at most ${ADDITIONAL_DATA_MAX_CHARS} characters`,
    };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

async function createCustomer(request: Request, url: URL, state: DurableObjectStub<FinanceState>): Promise<Response> {
  const fault = await faultAnswer(state);
  if (fault) return fault;
  const body = await readBody(request);
  const read = body.ok ? readCustomer(body.value) : body;
  if (!read.ok) return json({ error: 'bad_request', message: read.error }, 400);
  const customerId = `fc_${crypto.randomUUID()}`;
  await state.record({ ...read.value, customerId, received_at: Date.now() }, customerId);
  if (await state.takeGarbled()) return json({ customerId, redirect: 'later' }, 201);
  return json({ customerId, redirectUrl: new URL(`/apply/${customerId}`, url.origin).href }, 201);
}

function money(amount: number): string {
  return `$${amount.toLocaleString('en-AU')}`;
}

function applicationPage(customer: FinanceCustomer | null): Response {
  if (!customer) return htmlPage('Application not found', '<p>No application with this reference.</p>');
  const { best } = bestOffer(
    {
      price: customer.purchasePrice,
      termYears: customer.loanTerm,
      year: customer.year,
      credit: customer.selfAssessedCreditScore,
    },
    new Date().getUTCFullYear(),
  );
  return htmlPage(
    'Your finance application',
    `<p>Thanks, ${escapeHtml(customer.firstName)}. Your application <strong data-customer-id>${escapeHtml(customer.customerId)}</strong> is started.</p>
<p>Indicative: ${money(best.weeklyPayment)} a week with ${escapeHtml(best.financeProvider)} for ${money(customer.purchasePrice)} over ${customer.loanTerm} years.</p>
<p class="muted">Local finance partner simulator: no application is ever lodged.</p>`,
  );
}

function customersPage(customers: FinanceCustomer[]): Response {
  const rows = customers.map(
    (customer) => `<tr>${receivedTimeCell(customer.received_at)}
<td><a href="/apply/${escapeHtml(customer.customerId)}">${escapeHtml(`${customer.firstName} ${customer.lastName}`)}</a></td>
<td>${escapeHtml(customer.phoneNumber)}</td><td>${money(customer.purchasePrice)}</td><td>${customer.loanTerm} years</td>
<td>${customer.selfAssessedCreditScore}</td><td>${escapeHtml(customer.reference ?? '—')}</td></tr>`,
  );
  return receivedPage('Finance customers (local simulator)', {
    headings: ['Received', 'Customer', 'Phone', 'Price', 'Term', 'Credit', 'Reference'],
    rows,
    empty: 'No customers yet. Ask for a personalised quote on /personalised/finance.',
  });
}

export default simulatorWorker<SimulatorEnv, FinanceState>(
  'finance',
  withFaults(async ({ route, request, url, state }) => {
    if (request.method === 'GET' && url.pathname.startsWith('/apply/')) {
      return applicationPage(await state.find(decodeURIComponent(url.pathname.slice('/apply/'.length))));
    }
    switch (route) {
      case 'POST /v1/quotes':
        return quote(request, state, false);
      case 'POST /v1/lenders':
        return quote(request, state, true);
      case 'POST /v1/customers':
        return createCustomer(request, url, state);
      default:
        return null;
    }
  }),
  { api: '/v1/customers', key: 'customers', page: '/customers', render: customersPage },
);
