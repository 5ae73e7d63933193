import { env } from 'cloudflare:workers';
import { fixtureCars, seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway } from './http';

// /success, where the vehicle page's forms land (spec: 000 §2): it names what was sent and the car,
// and never fails a visitor whose query it does not understand.

beforeAll(() => seedFixtures(env));

function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('GET /success', () => {
  it('names the form that was sent and the car, with a link back to it', async () => {
    const car = fixtureCars(Date.now()).find((candidate) => candidate.slug === 'alpha-in-stock');
    if (!car) throw new Error('no fixture car alpha-in-stock');
    const res = await gateway('/success?form=test-drive&car=alpha-in-stock');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const html = await res.text();
    expect(text(html)).toContain(`We have received your test drive booking request about the ${car.name} .`);
    expect(html).toContain('href="/cars/alpha-in-stock"');
    expect(html).toContain('href="/search"');
  });

  it('thanks the visitor without naming a car the site does not show, or a form it does not know', async () => {
    for (const query of ['?form=finance&car=bravo-used', '?car=%3Cscript%3E', '']) {
      const res = await gateway(`/success${query}`);
      expect(res.status, query).toBe(200);
      const html = await res.text();
      expect(text(html), query).toContain('We have received your details .');
      expect(html, query).not.toContain('/cars/');
    }
  });
});
