import { Hono } from 'hono';

// The baseline for the composition benchmark: a bare Hono route on the same runtime (workerd via
// wrangler dev), so the composed page's cost is read as a ratio, not as an absolute on this machine.
const app = new Hono();
app.get('*', (c) =>
  c.html('<!doctype html><html lang="en"><title>bare</title><p>Hello from a bare Hono route</p></html>'),
);

export default app;
