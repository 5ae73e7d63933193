import { DealershipSlugSchema } from '@forecourt/shared/schemas/slug';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { dealerOnly } from '@forecourt/shared/server-kit/dealer-key';
import { requestQuery } from '@forecourt/shared/server-kit/request-query';
import { Hono } from 'hono';
import { z } from 'zod';
import { importStockFeed, type StockFeedFormat, StockImportRefusal } from '../stock-import/import';
import type { VehicleApiEnv } from './car';

// The stock feed import's API (issue 30): a dealership's systems send its whole stock list, authenticated
// with the dealer key.
//   POST /api/cars/stock-feed?dealership=<slug>[&mode=partial][&dry_run=1]
//     body text/csv or application/x-ndjson (JSON lines), streamed through the import
//     → 200 { mapping, added, updated, repriced, sold, unchanged, errors: [{ line, column, reason }], dry_run }
//     401 no or wrong dealer key · 404 not one of the site's dealerships · 400 a body that is neither CSV nor
//     JSON lines, a CSV header without a required field (with the mapping), no readable row
//     · 409 the dealership has no sales location · 413 over the body limit remote.ts declares (the gateway's)

/** The body types the import reads, by media type (parameters such as charset ignored). */
const FORMATS: Readonly<Record<string, StockFeedFormat>> = {
  'text/csv': 'csv',
  'application/x-ndjson': 'ndjson',
  'application/jsonl': 'ndjson',
  'application/jsonlines': 'ndjson',
};

/** The query of the import: whose stock, full or partial, and whether to write. */
export const StockFeedQuerySchema = z.object({
  dealership: DealershipSlugSchema,
  mode: z.enum(['full', 'partial']).default('full'),
  dry_run: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** The body's text as it arrives (UTF-8), for the streaming readers. */
async function* textOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    yield decoder.decode(value, { stream: true });
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/**
 * `/api/cars/stock-feed`, mounted with `api.route('/api/cars', stockFeed)`.
 *
 * @example POST /api/cars/stock-feed?dealership=harbour-city-toyota (Authorization: Bearer …, text/csv) → 200 { added: 190, … }
 */
export const stockFeed = new Hono<VehicleApiEnv>();

stockFeed.use('/stock-feed', dealerOnly());

stockFeed.post('/stock-feed', requestQuery(StockFeedQuerySchema), async (c) => {
  const query = c.req.valid('query');
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const format = FORMATS[mediaType];
  if (!format) {
    return apiError(c, 400, 'The body must be CSV (text/csv) or JSON lines (application/x-ndjson)', {
      content_type: mediaType || null,
    });
  }
  const body = c.req.raw.body;
  if (!body) return apiError(c, 400, 'The feed is empty');
  try {
    const result = await importStockFeed(c.env.DB, {
      tenant: c.get('tenant'),
      dealership: query.dealership,
      format,
      text: textOf(body),
      mode: query.mode,
      dryRun: query.dry_run === '1' || query.dry_run === 'true',
      now: new Date(),
    });
    return c.json(result);
  } catch (error) {
    if (!(error instanceof StockImportRefusal)) throw error;
    return apiError(c, error.status, error.message, error.mapping ? { mapping: error.mapping } : {});
  }
});
