import type { Car } from '@forecourt/shared';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleCar, sampleImages } from '../../test-fixtures';
import { preloadDeferredSections } from './deferred-sections';
import { VehiclePage } from './VehiclePage';
import { toVehiclePageData } from './view-model';

// The page as the fragment Worker renders it (the same props the client hydrates with).

function render(overrides: Partial<Car> = {}, remoteVersion = '1.0.0', soldTagText?: string): string {
  const tenant = { slug: 'harbourcity', soldTagText };
  return renderToStaticMarkup(<VehiclePage {...toVehiclePageData(sampleCar(overrides), { remoteVersion, tenant })} />);
}

/** Every match of a tag, e.g. all `<img …>` or `<button …>` start tags. */
function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
}

/** The HTML of the element with this id, up to its closing tag (no nesting of the same tag inside). */
function sectionById(html: string, id: string): string {
  const match = new RegExp(`<section[^>]*id="${id}"[^>]*>[\\s\\S]*?</section>`).exec(html);
  if (!match) throw new Error(`no section #${id}`);
  return match[0];
}

/** The toggle buttons (thumbnails): buttons with aria-pressed. */
function toggles(html: string): string[] {
  return tags(html, 'button').filter((button) => button.includes('aria-pressed='));
}

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

// The page's lower sections are chunks of their own; rendering the page waits for them as the Worker does.
beforeAll(preloadDeferredSections);

describe('VehiclePage (in stock)', () => {
  it('titles the page with year, make, model and badge in the one h1', () => {
    const html = render({ series: 'MY21' });
    expect(tags(html, 'h1')).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>2021 Toyota HiLux SR5 MY21<\/h1>/);
  });

  it('shows the price with its type, and the was-price struck through with a Was label', () => {
    const html = render();
    expect(text(html)).toContain('$52,990 Drive Away');
    expect(html).toMatch(/Was <s>\$55,990<\/s>/);
  });

  it('hides the was-price unless it is above the price', () => {
    expect(render({ before_price: 52990 })).not.toContain('Was');
    expect(render({ before_price: 40000 })).not.toContain('$40,000');
    expect(render({ before_price: null })).not.toContain('<s>');
  });

  it('says Enquire for a price of 0', () => {
    const html = text(render({ price: 0 }));
    expect(html).toContain('Enquire');
    expect(html).not.toContain('Drive Away');
    expect(html).not.toContain('$0');
  });

  it('shows a weekly subscription price', () => {
    expect(text(render({ subscription_price: 189 }))).toContain('Subscription $189 / week');
    expect(render()).not.toContain('/ week');
  });

  it('loads the first photo as the hero: 600 by 400, eager, high priority', () => {
    const [hero] = tags(render(), 'img');
    expect(hero).toContain('src="/media/v1/car/ute/white/ext-1.svg"');
    expect(hero).toContain('width="600"');
    expect(hero).toContain('height="400"');
    expect(hero).toContain('loading="eager"');
    expect(hero).toContain('fetchPriority="high"');
    expect(hero).toContain('alt="2021 Toyota HiLux SR5, photo 1 of 6"');
  });

  it('shows a thumbnail strip of toggle buttons only with more than 3 photos', () => {
    for (const count of [0, 1, 3]) {
      const html = render({ images: sampleImages(count), primary_image_url: null });
      expect(html).not.toContain('role="group" aria-label="Photos"');
      expect(toggles(html)).toEqual([]);
    }
    const html = render({ images: sampleImages(4) });
    expect(html).toContain('role="group" aria-label="Photos"');
    const thumbnails = toggles(html);
    expect(thumbnails).toHaveLength(4);
    expect(thumbnails[0]).toContain('aria-pressed="true"');
    expect(thumbnails[0]).toContain('aria-label="Photo 1 of 4"');
    for (const thumbnail of thumbnails.slice(1)) expect(thumbnail).toContain('aria-pressed="false"');
  });

  it('offers Previous and Next with more than one photo, so 2 or 3 photos can be seen without a strip', () => {
    for (const count of [2, 3, 6]) {
      const buttons = tags(render({ images: sampleImages(count) }), 'button');
      expect(buttons.filter((button) => /aria-label="(Previous|Next) photo"/.test(button))).toHaveLength(2);
    }
    const single = tags(render({ images: sampleImages(1) }), 'button');
    expect(single.filter((button) => /aria-label="(Previous|Next) photo"/.test(button))).toEqual([]);
    expect(text(render({ images: sampleImages(3) }))).toContain('Photo 1 of 3');
  });

  it('loads the first 2 thumbnails with priority and the rest lazily', () => {
    // The strip's thumbnails (the links in <noscript> are for visitors without JavaScript).
    const thumbnails = tags(render().replace(/<noscript>.*?<\/noscript>/s, ''), 'img').slice(1);
    expect(thumbnails).toHaveLength(6);
    expect(thumbnails.map((img) => /loading="(\w+)"/.exec(img)?.[1])).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(thumbnails[2]).toContain('src="/media/v1/car/ute/white/ext-3.svg?w=200"');
    expect(thumbnails.every((img) => img.includes('alt=""'))).toBe(true);
  });

  it('says when there are no photos yet', () => {
    const html = render({ images: [], primary_image_url: null });
    expect(tags(html, 'img')).toEqual([]);
    expect(html).toContain('Photos coming soon');
  });

  it('gives the carsales title under the h1 when the car has one (spec: 000 §3 carsales_title)', () => {
    const html = render({ carsales_title: '2021 Toyota HiLux SR5 Automatic Double Cab Pick Up' });
    expect(html).toMatch(/<\/h1><p[^>]*>2021 Toyota HiLux SR5 Automatic Double Cab Pick Up<\/p>/);
    expect(render()).not.toContain('Double Cab Pick Up</p>');
  });

  it('lists the key information under the #key-information anchor', () => {
    const section = sectionById(
      render({ nvic: '0A1B2C', private_suburb: 'Parramatta', private_postcode: '2150', preorder: true }),
      'key-information',
    );
    expect(section).toContain('<dl');
    for (const [label, value] of [
      ['Kilometres', '48,213 km'],
      ['Transmission', 'Automatic'],
      ['Body', 'Ute'],
      ['Fuel', 'Diesel'],
      ['Colour', 'White'],
      ['Stock number', 'HC4021'],
      ['VIN', 'MR0FA3CD100123456'],
      ['Rego', '123ABC'],
      ['Interior colour', 'Black'],
      ['NVIC', '0A1B2C'],
      ['Private sale location', 'Parramatta 2150'],
      ['Pre-order', 'Available to pre-order'],
    ]) {
      expect(section).toMatch(new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>${value}</dd>`));
    }
  });

  it('shows the dealer location under the #vehicle-map anchor, its phone masked like the sidebar (spec: 000 §4)', () => {
    const html = render();
    const section = sectionById(html, 'vehicle-map');
    expect(text(section)).toContain('Harbour City Toyota Wynnum 120 Tingal Road Wynnum QLD 4178');
    expect(text(section)).toContain('(07) XXXX XXXX');
    expect(text(section)).toContain('Show number');
    expect(section).not.toContain('3391 4400');
    expect(section).not.toContain('tel:');
    expect(html).toContain('href="#vehicle-map"');
  });

  // spec: 000 §2 "anchors: … vehicle map"; issue 26 "a real map … the location pinned, keyboard and
  // screen-reader usable, and a link out to directions".
  it('draws the dealer location on a map under #vehicle-map: named by the address, pinned, with directions', () => {
    const section = sectionById(render(), 'vehicle-map');
    const svg = /<svg role="img"[^>]*>[\s\S]*?<\/svg>/.exec(section)?.[0] ?? '';
    expect(svg).toMatch(/^<svg role="img" aria-labelledby="([^"]+)"[^>]*viewBox="0 0 600 360"/);
    const titleId = /aria-labelledby="([^"]+)"/.exec(svg)?.[1];
    expect(svg).toContain(
      `<title id="${titleId}">Map of Harbour City Toyota Wynnum, 120 Tingal Road, Wynnum QLD 4178</title>`,
    );
    expect(svg).toMatch(/<path d="M[\d.,-]+L[^"]*"/);
    expect(svg).toMatch(/<g transform="translate\(300 180\)"/);
    expect(section).toMatch(
      /<a [^>]*href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=-27\.4428%2C153\.1747" target="_blank" rel="noopener noreferrer">Get directions to Harbour City Toyota Wynnum<\/a>/,
    );
    // A location without coordinates gets no map, the address alone.
    const car = sampleCar();
    const { lat: _lat, long: _long, ...address } = car.location.address;
    const unplaced = sectionById(render({ location: { ...car.location, address } }), 'vehicle-map');
    expect(unplaced).not.toContain('<svg role="img"');
    expect(unplaced).not.toContain('Get directions');
  });

  it("lands a search card's #enquire, #test-drive and #find-similar on working forms without JavaScript (spec: 000 §2)", () => {
    const html = render();
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';
    for (const [anchor, form] of [
      ['enquire', 'enquiry'],
      ['test-drive', 'test-drive'],
      ['find-similar', 'find-similar'],
    ]) {
      const section = /<section id="([^"]+)"[\s\S]*?<\/section>/g;
      const found = [...noscript.matchAll(section)].find((match) => match[1] === anchor)?.[0] ?? '';
      expect(found).toMatch(/<form[^>]*action="\/api\/leads" method="post"/);
      expect(found).toContain(`<input type="hidden" name="form" value="${form}"/>`);
      expect(found).toContain('<input type="hidden" name="car_id" value="');
      for (const field of ['name', 'last_name', 'email', 'phone']) expect(found).toContain(`name="${field}"`);
      expect(found).toMatch(/<textarea[^>]*name="message"/);
    }
  });

  it('names its sections by their headings', () => {
    const html = render();
    for (const id of ['key-information', 'vehicle-map']) {
      const labelledBy = /aria-labelledby="([^"]+)"/.exec(sectionById(html, id))?.[1];
      expect(html).toContain(`<h2 id="${labelledBy}"`);
    }
  });

  it('stamps the release that rendered it on its root, and shows shoppers no build', () => {
    const stable = render({}, '1.0.0');
    const canary = render({}, '1.1.0-canary');
    expect(stable).toContain('data-fc-remote-version="1.0.0"');
    expect(canary).toContain('data-fc-remote-version="1.1.0-canary"');
    expect(text(stable)).not.toContain('mfe-vehicle');
    expect(text(canary)).not.toContain('1.1.0-canary');
  });

  it('renders the same markup from the same props (what hydration needs)', () => {
    expect(render()).toBe(render());
  });
});

describe('VehiclePage (sold)', () => {
  it('shows only the title and the sold notice, with the default tag', () => {
    const html = render({ status: 'sold' });
    expect(html).toMatch(/<h1[^>]*>2021 Toyota HiLux SR5<\/h1>/);
    expect(text(html)).toContain('JUST SOLD Like this and want something similar?');
    expect(tags(html, 'img')).toEqual([]);
    expect(html).not.toContain('key-information');
    expect(html).not.toContain('$52,990');
    expect(html).toContain('data-fc-remote-version="1.0.0"');
    expect(text(html)).not.toContain('mfe-vehicle');
    // Browse our stock: the site's whole stock search, which every site has (a used-only site has no new cars).
    expect(html).toMatch(/<a [^>]*href="\/search"[^>]*>Browse our stock<\/a>/);
  });

  it("gives a search card's #find-similar a working form without JavaScript", () => {
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(render({ status: 'sold' }))?.[1] ?? '';
    expect(noscript).toMatch(/<section id="find-similar"/);
    expect(noscript).not.toContain('id="enquire"');
    expect(noscript).toMatch(/<form[^>]*action="\/api\/leads" method="post"/);
    expect(noscript).toContain('<input type="hidden" name="form" value="find-similar"/>');
  });

  it("uses the site's sold tag text", () => {
    expect(text(render({ status: 'sold' }, '1.0.0', 'SOLD TODAY'))).toContain('SOLD TODAY');
  });
});
