import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { internalCaller, markInternal } from './index';

function app() {
  const app = new Hono<AppEnv>();
  app.use(internalCaller());
  app.get('/', (c) => c.text(String(c.get('internal'))));
  return app;
}

describe('internalCaller', () => {
  it('flags only requests marked by the entrypoint', async () => {
    const marked = markInternal(new Request('http://alpha.localhost/'));
    expect(await (await app().fetch(marked)).text()).toBe('true');
    expect(await (await app().fetch(new Request('http://alpha.localhost/'))).text()).toBe('false');
  });

  it('cannot be set from outside: a look-alike of the marked request is not internal', async () => {
    const marked = markInternal(new Request('http://alpha.localhost/', { headers: { 'X-Internal': '1' } }));
    const copy = new Request(marked);
    expect(await (await app().fetch(copy)).text()).toBe('false');
  });
});
