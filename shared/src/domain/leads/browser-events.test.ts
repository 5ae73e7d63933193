import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from './analytics';
import { BROWSER_EVENTS, reportBrowserEvent } from './browser-event-ids';
import { BrowserEventSchema } from './browser-events';

describe('browser events (issue 13 item 9)', () => {
  it('are the spec ids of save car, history report, print and the finance calculator', () => {
    expect(BROWSER_EVENTS).toEqual({
      favourite: ANALYTICS_EVENTS.SAVE_CAR,
      historyReport: ANALYTICS_EVENTS.HISTORY_REPORT,
      print: ANALYTICS_EVENTS.PRINT,
      financeCalculator: ANALYTICS_EVENTS.FINANCE_CALCULATOR_FIRST_USE,
    });
  });

  it('accepts those ids about a car, and nothing else', () => {
    expect(BrowserEventSchema.parse({ event_id: 61, car_id: '9101' })).toEqual({ event_id: 61, car_id: 9101 });
    for (const body of [
      { event_id: 25, car_id: 9101 },
      { event_id: 37, car_id: 9101 },
      { event_id: '60', car_id: 9101 },
      { event_id: 60 },
      { event_id: 60, car_id: 9101, extra: 1 },
    ]) {
      expect(BrowserEventSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('reportBrowserEvent', () => {
  it('posts the event with keepalive, so a navigation does not cancel it, and swallows failures', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    expect(() => reportBrowserEvent(send, BROWSER_EVENTS.historyReport, 9101)).not.toThrow();
    expect(send).toHaveBeenCalledWith('/api/events', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{"event_id":60,"car_id":9101}',
    });
    await Promise.resolve();
  });
});
