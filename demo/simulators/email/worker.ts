import { escapeHtml, receivedPage, receivedTimeCell } from '../dev-page';
import { json, outageResponse, ReceivedState, readJson, type SimulatorEnv, simulatorWorker, text } from '../kit';
import type { MailMessage } from './mail';

// The e-mail partner simulator (forecourt-sim-email): a transactional e-mail API, as the lead outbox's e-mail
// adapter (shared server-kit `leads/email.ts`) calls it to send a lead as ADF/XML to a dealership whose CRM
// reads its leads from a mailbox (issue 30). Local only.
//
//   POST /v1/messages  Idempotency-Key: <key>, JSON { from, to, subject, text }
//                      → 202 { id } for a new key; 200 { id, duplicate: true } for a key it already took (the
//                        message goes once, however often it is sent); 400 bad request; 503 in an outage
//   GET  /v1/messages  { messages: [{ id, key, from, to, subject, text, sends, received_at }] } newest first; ?limit=
//   DELETE /v1/messages  forget every message
//   GET  /mail         HTML: the latest messages (for demos)
//   GET|POST /control  the outage switch (../kit.ts);  GET /health

const KEY_MAX = 200;
const ADDRESS_MAX = 254;
const SUBJECT_MAX = 300;
const TEXT_MAX = 200_000;
/** An address as a mail API checks it on the way in: something@domain.tld, no spaces. */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The simulator's state: the messages sent, by idempotency key. */
export class EmailState extends ReceivedState<MailMessage> {
  /** Counts one more send of the message under `key`; null when no message has that key. */
  resent(key: string): MailMessage | null {
    const message = this.find(key);
    if (!message) return null;
    const again = { ...message, sends: message.sends + 1 };
    this.replace(key, again);
    return again;
  }
}

type Draft = Pick<MailMessage, 'from' | 'to' | 'subject' | 'text'>;

/** The body as a message, or what is wrong with it. */
function readDraft(body: unknown): { ok: true; draft: Draft } | { ok: false; error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'expected a JSON object' };
  }
  const fields = body as Record<string, unknown>;
  const [from, to] = [text(fields.from, ADDRESS_MAX), text(fields.to, ADDRESS_MAX)];
  if (!from || !ADDRESS.test(from)) return { ok: false, error: 'from: expected an e-mail address' };
  if (!to || !ADDRESS.test(to)) return { ok: false, error: 'to: expected an e-mail address' };
  const subject = text(fields.subject, SUBJECT_MAX);
  if (!subject) return { ok: false, error: `subject: expected 1 to ${SUBJECT_MAX} characters` };
  const body_ = text(fields.text, TEXT_MAX);
  if (!body_) return { ok: false, error: `text: expected 1 to ${TEXT_MAX} characters` };
  return { ok: true, draft: { from, to, subject, text: body_ } };
}

async function send(request: Request, state: DurableObjectStub<EmailState>): Promise<Response> {
  const body = await readJson(request);
  if ((await state.control()).outage) return outageResponse();
  const key = request.headers.get('Idempotency-Key') ?? '';
  if (key.length === 0 || key.length > KEY_MAX) {
    return json({ error: 'bad_request', message: `Idempotency-Key: expected 1 to ${KEY_MAX} characters` }, 400);
  }
  const read = body.ok ? readDraft(body.value) : ({ ok: false, error: 'expected JSON' } as const);
  if (!read.ok) return json({ error: 'bad_request', message: read.error }, 400);
  const again = await state.resent(key);
  if (again) return json({ id: again.id, duplicate: true });
  const message: MailMessage = {
    id: `mail_${crypto.randomUUID()}`,
    key,
    ...read.draft,
    sends: 1,
    received_at: Date.now(),
  };
  await state.record(message, key);
  return json({ id: message.id }, 202);
}

function mailPage(messages: MailMessage[]): Response {
  const rows = messages.map(
    (message) => `<tr>${receivedTimeCell(message.received_at)}
<td>${escapeHtml(message.to)}</td><td>${escapeHtml(message.subject)}</td>
<td><details><summary>${message.text.length.toLocaleString('en-AU')} characters</summary><pre style="white-space: pre-wrap; word-break: break-all">${escapeHtml(message.text)}</pre></details></td></tr>`,
  );
  return receivedPage('E-mail sent (local simulator)', {
    headings: ['Received', 'To', 'Subject', 'Message'],
    rows,
    empty: 'No mail yet. Send an enquiry to a dealership whose CRM takes ADF by e-mail.',
  });
}

export default simulatorWorker<SimulatorEnv, EmailState>(
  'email',
  ({ route, request, state }) => (route === 'POST /v1/messages' ? send(request, state) : null),
  { api: '/v1/messages', key: 'messages', page: '/mail', render: mailPage },
);
