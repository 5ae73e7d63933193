import { DealershipSlugSchema } from '@forecourt/shared/schemas/slug';
import { apiError, summariseIssues } from '@forecourt/shared/server-kit/api-error';
import { dealerOnly } from '@forecourt/shared/server-kit/dealer-key';
import { invalidRequest, isHtmlFormPost } from '@forecourt/shared/server-kit/request-body';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { recordStockImport } from '../db/stock-imports';
import { stockImportPath } from '../features/stock-feed/paths';
import { importStockFeed, type StockFeedFormat, StockImportRefusal } from '../stock-import/import';
import type { VehicleApiEnv } from './car';

// The stock feed import's API (issue 30): a dealership's systems send its whole stock list, authenticated
// with the dealer key.
//   POST /api/cars/stock-feed?dealership=<slug>[&mode=partial][&dry_run=1]
//     body text/csv or application/x-ndjson (JSON lines), streamed through the import
//     → 200 { import_id, mapping, added, updated, repriced, sold, unchanged, errors: [{ line, column, reason }], dry_run }
//   POST /api/cars/stock-feed   the dealer's upload page's form (multipart/form-data: dealership, mode, dry_run and
//     the file `feed`, .csv or .jsonl/.ndjson), from the signed-in dealer → 303 to the import's report page
//   Every import is recorded with its report (db/stock-imports.ts) for the dealer's page.
//     401 no or wrong dealer key (nor the dealer's session) · 404 not one of the site's dealerships · 400 a body that is neither CSV nor
//     JSON lines, a CSV header without a required field (with the mapping), no readable row
//     · 409 the dealership has no sales location · 413 over the body limit remote.ts declares (the gateway's)

/** The body types the import reads, by media type (parameters such as charset ignored). */
const FORMATS: Readonly<Record<string, StockFeedFormat>> = {
  'text/csv': 'csv',
  'application/x-ndjson': 'ndjson',
  'application/jsonl': 'ndjson',
  'application/jsonlines': 'ndjson',
};

/** An uploaded file's format by its name, when its type says nothing useful (browsers send .jsonl as octets). */
const EXTENSIONS: Readonly<Record<string, StockFeedFormat>> = { csv: 'csv', jsonl: 'ndjson', ndjson: 'ndjson' };

/** The query of the import: whose stock, full or partial, and whether to write. */
export const StockFeedQuerySchema = z.object({
  dealership: DealershipSlugSchema,
  mode: z.enum(['full', 'partial']).default('full'),
  dry_run: z.enum(['0', '1', 'true', 'false']).optional(),
});
type StockFeedQuery = z.infer<typeof StockFeedQuerySchema>;

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

function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** One feed to import: whose, how, and its text. */
interface FeedUpload {
  query: StockFeedQuery;
  format: StockFeedFormat;
  body: ReadableStream<Uint8Array>;
  source: 'api' | 'upload';
  fileName: string | null;
}

type StockFeedContext = Context<VehicleApiEnv>;

/** The dealer page's form: its fields validated as the query is, its file's format by type or name. */
async function uploadOf(c: StockFeedContext): Promise<FeedUpload | Response> {
  const form = await c.req.raw.formData().catch(() => null);
  if (form === null) return apiError(c, 400, 'The form could not be read');
  const fields = Object.fromEntries(
    ['dealership', 'mode', 'dry_run'].flatMap((name) => {
      const value = form.get(name);
      return typeof value === 'string' && value !== '' ? [[name, value]] : [];
    }),
  );
  const query = StockFeedQuerySchema.safeParse(fields);
  if (!query.success) return invalidRequest(c, summariseIssues(query.error.issues));
  const file = form.get('feed');
  if (typeof file === 'string' || file === null || file.size === 0) return apiError(c, 400, 'feed: Choose a file');
  const extension = file.name.split('.').at(-1)?.toLowerCase() ?? '';
  const format = FORMATS[mediaTypeOf(file.type)] ?? EXTENSIONS[extension];
  if (!format) return apiError(c, 400, 'feed: The file must be CSV (.csv) or JSON lines (.jsonl, .ndjson)');
  return { query: query.data, format, body: file.stream(), source: 'upload', fileName: file.name };
}

/** A feed sent as the body itself (the dealer's systems, the CLI), its options in the query. */
function feedOf(c: StockFeedContext): FeedUpload | Response {
  const query = StockFeedQuerySchema.safeParse(c.req.query());
  if (!query.success) return invalidRequest(c, summariseIssues(query.error.issues));
  const mediaType = mediaTypeOf(c.req.header('Content-Type'));
  const format = FORMATS[mediaType];
  if (!format) {
    return apiError(c, 400, 'The body must be CSV (text/csv) or JSON lines (application/x-ndjson)', {
      content_type: mediaType || null,
    });
  }
  const body = c.req.raw.body;
  if (!body) return apiError(c, 400, 'The feed is empty');
  return { query: query.data, format, body, source: 'api', fileName: null };
}

/**
 * `/api/cars/stock-feed`, mounted with `api.route('/api/cars', stockFeed)`.
 *
 * @example POST /api/cars/stock-feed?dealership=harbour-city-toyota (Authorization: Bearer …, text/csv) → 200 { added: 190, … }
 */
export const stockFeed = new Hono<VehicleApiEnv>();

stockFeed.use('/stock-feed', dealerOnly());

stockFeed.post('/stock-feed', async (c) => {
  const upload = isHtmlFormPost(c) ? await uploadOf(c) : feedOf(c);
  if (upload instanceof Response) return upload;
  const { query } = upload;
  const dryRun = query.dry_run === '1' || query.dry_run === 'true';
  const now = new Date();
  try {
    const result = await importStockFeed(c.env.DB, {
      tenant: c.get('tenant'),
      dealership: query.dealership,
      format: upload.format,
      text: textOf(upload.body),
      mode: query.mode,
      dryRun,
      now,
    });
    const { dry_run: _dryRun, ...report } = result;
    const importId = await recordStockImport(c.env.DB, c.get('tenant').slug, {
      dealership: query.dealership,
      source: upload.source,
      fileName: upload.fileName,
      mode: query.mode,
      dryRun,
      finishedAt: now.toISOString(),
      report,
    });
    if (upload.source === 'upload') return c.redirect(stockImportPath(importId), 303);
    return c.json({ import_id: importId, ...result });
  } catch (error) {
    if (!(error instanceof StockImportRefusal)) throw error;
    return apiError(c, error.status, error.message, error.mapping ? { mapping: error.mapping } : {});
  }
});
