import { escapeHtml, receivedPage, receivedTimeCell } from '../dev-page';
import { json, listLimit, outageResponse, readJson, type SimulatorEnv, SimulatorState, simulatorWorker } from '../kit';
import type { OutboxMessage } from './outbox';

// The SMS partner simulator (forecourt-sim-sms): the API the gateway's SMS adapter calls
// (edge-worker/src/services/sms), and the dev-only outbox page that shows the codes sent. Local only.
//
//   POST /v1/messages  { to: '+614…', body, sender? }  → 202 { id, status: 'queued', to }
//                      (400 bad request, 401 with a wrong bearer key when SMS_API_KEY is set, 503 in an outage)
//   GET  /outbox       HTML: the latest messages, newest first, the code of each in large type
//   GET  /outbox.json  { messages: [{ id, to, body, code, sender, received_at }] } newest first; ?to=+614… &limit=
//   DELETE /outbox     forget every message
//   GET|POST /control  the outage switch (see ../kit.ts)
//   GET  /health       { ok: true, partner: 'sms' }

interface SmsEnv extends SimulatorEnv {
  /** When set, the API wants `Authorization: Bearer <key>`, as a real provider would. */
  SMS_API_KEY?: string;
}

const MAX_BODY_CHARACTERS = 1600; // ten SMS segments: more is a caller's bug
const OUTBOX_PAGE_SIZE = 50;
const E164 = /^\+[1-9]\d{6,14}$/;

/** The simulator's state: the outbox table and the control switches. */
export class SmsState extends SimulatorState {
  constructor(ctx: DurableObjectState, env: SmsEnv) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS messages (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL, recipient TEXT NOT NULL, body TEXT NOT NULL, code TEXT, sender TEXT, received_at INTEGER NOT NULL)`);
  }

  record(message: OutboxMessage): void {
    this.ctx.storage.sql.exec(
      'INSERT INTO messages (id, recipient, body, code, sender, received_at) VALUES (?, ?, ?, ?, ?, ?)',
      message.id,
      message.to,
      message.body,
      message.code,
      message.sender,
      message.received_at,
    );
  }

  list(to: string | null, limit: number): OutboxMessage[] {
    const where = to ? 'WHERE recipient = ?' : '';
    const rows = this.ctx.storage.sql
      .exec<{
        id: string;
        recipient: string;
        body: string;
        code: string | null;
        sender: string | null;
        received_at: number;
      }>(
        `SELECT id, recipient, body, code, sender, received_at FROM messages ${where} ORDER BY seq DESC LIMIT ?`,
        ...(to ? [to, limit] : [limit]),
      )
      .toArray();
    return rows.map(({ recipient, ...row }) => ({ ...row, to: recipient }));
  }

  clear(): void {
    this.ctx.storage.sql.exec('DELETE FROM messages');
  }
}

/** The one-time code in a message, for the outbox page (the gateway's text says "… code is 123456 …"). */
function codeIn(body: string): string | null {
  return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
}

async function acceptMessage(request: Request, env: SmsEnv, state: DurableObjectStub<SmsState>): Promise<Response> {
  // The body is read first, whatever the answer: workerd complains about a request stream left unread.
  const parsed = await readJson(request);
  if ((await state.control()).outage) return outageResponse();
  if (env.SMS_API_KEY && request.headers.get('Authorization') !== `Bearer ${env.SMS_API_KEY}`) {
    return json({ error: 'unauthorised' }, 401);
  }
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) {
    return json({ error: 'expected a JSON object' }, 400);
  }
  const { to, body, sender } = parsed.value as Record<string, unknown>;
  if (typeof to !== 'string' || !E164.test(to)) return json({ error: 'to: expected an E.164 number' }, 400);
  if (typeof body !== 'string' || body.length === 0 || body.length > MAX_BODY_CHARACTERS) {
    return json({ error: `body: expected 1 to ${MAX_BODY_CHARACTERS} characters` }, 400);
  }
  if (sender !== undefined && typeof sender !== 'string') return json({ error: 'sender: expected a string' }, 400);
  const message: OutboxMessage = {
    id: `msg_${crypto.randomUUID()}`,
    to,
    body,
    code: codeIn(body),
    sender: sender ?? null,
    received_at: Date.now(),
  };
  await state.record(message);
  return json({ id: message.id, status: 'queued', to }, 202);
}

function outboxPage(messages: OutboxMessage[]): Response {
  const rows = messages.map(
    (message) => `<tr>${receivedTimeCell(message.received_at)}
<td>${escapeHtml(message.to)}</td><td class="code">${escapeHtml(message.code ?? '—')}</td><td>${escapeHtml(message.body)}</td></tr>`,
  );
  return receivedPage('SMS outbox (local simulator)', {
    headings: ['Received', 'To', 'Code', 'Message'],
    rows,
    empty: 'No messages yet. Ask for a code on a site and it appears here.',
  });
}

export default simulatorWorker<SmsEnv, SmsState>('sms', async ({ route, request, url, env, state }) => {
  switch (route) {
    case 'POST /v1/messages':
      return acceptMessage(request, env, state);
    case 'GET /outbox':
      return outboxPage(await state.list(null, listLimit(url, OUTBOX_PAGE_SIZE)));
    case 'GET /outbox.json':
      return json({ messages: await state.list(url.searchParams.get('to'), listLimit(url, OUTBOX_PAGE_SIZE)) });
    case 'DELETE /outbox':
      await state.clear();
      return json({ cleared: true });
    default:
      return null;
  }
});
