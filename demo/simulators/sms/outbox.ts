// What the SMS simulator's outbox holds: its own type, and the one the Worker tests read back
// (edge-worker/test/simulators.ts), so both sides agree on `GET /outbox.json`.

/** One message as the outbox keeps it. */
export interface OutboxMessage {
  id: string;
  to: string;
  body: string;
  /** The first 6-digit number in the body (the one-time code), or null. */
  code: string | null;
  sender: string | null;
  /** Epoch milliseconds. */
  received_at: number;
}
