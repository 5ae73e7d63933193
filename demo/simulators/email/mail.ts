// What the e-mail simulator keeps of a message: its own type, and the one the Worker tests read back
// (edge-worker/test/outbox.worker.test.ts), so both sides agree on `GET /v1/messages`.

/** One message as the simulator keeps it. */
export interface MailMessage {
  id: string;
  /** The sender's idempotency key. */
  key: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** How many times it was sent (1 + retries after lost answers). */
  sends: number;
  /** Epoch milliseconds of the first send. */
  received_at: number;
}
