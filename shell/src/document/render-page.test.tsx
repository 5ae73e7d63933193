import { inlineStyleAttributes } from '@forecourt/shared/fragment/visually-hidden-markup';
import { Checkbox } from '@forecourt/shared/ui/Checkbox';
import { Select } from '@forecourt/shared/ui/Select';
import { describe, expect, it } from 'vitest';
import { HomeBody } from '../pages/HomeBody';
import { sampleHomeProps, sampleTenant } from '../test-fixtures';
import { shellGlobalCss } from './global-css';
import { PRESSABLE_STYLE_CSS, PRESSABLE_STYLE_ID } from './pressable-style';
import { copyrightYear, islandFor, type PageOptions, renderPage } from './render-page';

const NONCE = 'r4nd0m-n0nce';

async function render(overrides: Partial<PageOptions> = {}): Promise<string> {
  const tenant = overrides.tenant ?? sampleTenant();
  const stream = await renderPage({
    tenant,
    nonce: NONCE,
    title: 'Home',
    description: 'New and used cars in Brisbane',
    canonicalPath: '/',
    requestOrigin: 'http://bayside.localhost:8787',
    body: <HomeBody {...sampleHomeProps(tenant)} />,
    ...overrides,
  });
  return new Response(stream).text();
}

function count(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
}

describe('renderPage', () => {
  it('streams a complete en-AU document with the head the page asked for', async () => {
    const html = await render();
    expect(html.startsWith('<!DOCTYPE html><html lang="en-AU"')).toBe(true);
    expect(html).toContain('<meta charSet="utf-8"/>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('<title>Home | Bayside Motor Group</title>');
    expect(html).toContain('<meta name="description" content="New and used cars in Brisbane"/>');
    expect(html).toContain('<link rel="canonical" href="http://bayside.localhost:8787/"/>');
    expect(html).toContain('<meta name="theme-color" content="#0b4f8a"/>');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/media/v1/logo/tenant-bayside.svg"/>');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('writes absolute canonical and Open Graph URLs: the tenant origin, else the request origin', async () => {
    const preloads = [{ href: '/media/v1/cars/7/1.jpg?w=960', as: 'image' as const, fetchPriority: 'high' as const }];
    const own = await render({
      tenant: sampleTenant({ canonicalOrigin: 'https://www.bayside.com.au' }),
      canonicalPath: '/cars/2021-toyota-hilux',
      head: { preloads },
    });
    expect(own).toContain('<link rel="canonical" href="https://www.bayside.com.au/cars/2021-toyota-hilux"/>');
    expect(own).toContain('<meta property="og:url" content="https://www.bayside.com.au/cars/2021-toyota-hilux"/>');
    expect(own).toContain(
      '<meta property="og:image" content="https://www.bayside.com.au/media/v1/cars/7/1.jpg?w=960"/>',
    );
    expect(own).toContain('<meta property="og:title" content="Home | Bayside Motor Group"/>');
    const derived = await render({ canonicalPath: '/search/used-cars' });
    expect(derived).toContain('<link rel="canonical" href="http://bayside.localhost:8787/search/used-cars"/>');
    expect(derived).toContain('<meta property="og:url" content="http://bayside.localhost:8787/search/used-cars"/>');
    expect(derived).not.toContain('og:image');
  });

  it("sets the tenant's theme as custom properties on :root", async () => {
    const html = await render();
    expect(html).toContain('--fc-color-primary:#0b4f8a');
    expect(html).toContain('--fc-color-primary-contrast:#ffffff');
    expect(html).toContain('--fc-color-muted-text:#56636f');
    expect(html).toContain('--fc-font-family:system-ui');

    const other = sampleTenant({
      theme: { ...sampleTenant().theme, colors: { ...sampleTenant().theme.colors, primary: '#7a1020' } },
    });
    const otherHtml = await render({ tenant: other, body: <p>Hello</p> });
    expect(otherHtml).toContain('--fc-color-primary:#7a1020');
    expect(otherHtml).toContain('<meta name="theme-color" content="#7a1020"/>');
  });

  it('puts the nonce on every script and style element', async () => {
    const html = await render({ clientData: { page: 'home' } });
    const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(4); // style, pre-paint script, client module, island
    for (const tag of tags) expect(tag).toContain(`nonce="${NONCE}"`);
    expect(html).toContain(
      '<script type="module" src="/assets/shell/client.js" nonce="r4nd0m-n0nce" async=""></script>',
    );
  });

  it("carries react-aria's press rule under the id react-aria looks for, so hydration adds no <style>", async () => {
    const html = await render({ body: <p>Hi</p> });
    expect(count(html, new RegExp(`id="${PRESSABLE_STYLE_ID}"`))).toBe(1);
    expect(html).toContain(`<style id="${PRESSABLE_STYLE_ID}" nonce="${NONCE}">${PRESSABLE_STYLE_CSS}</style>`);
    expect(html.indexOf(PRESSABLE_STYLE_ID)).toBeLessThan(html.indexOf('</head>'));
  });

  it('has a skip link, landmarks and exactly one h1', async () => {
    const html = await render();
    expect(html).toMatch(/<body><a class="fc-skip-link" href="#main">Skip to content<\/a>/);
    expect(html).toContain('<header class="fc-header">');
    expect(html).toContain('<main id="main" tabindex="-1">');
    expect(html).toContain('<footer class="fc-footer">');
    expect(html).toContain('<nav aria-label="Footer">');
    expect(count(html, /<h1\b/)).toBe(1);
    expect(html).toContain('alt="Bayside Motor Group" width="200" height="48"');
  });

  it('renders the header menu as links and no-JavaScript disclosures, for wide screens and phones', async () => {
    const html = await render();
    expect(count(html, /<nav class="fc-nav-wide" aria-label="Main">/)).toBe(1);
    expect(count(html, /<details class="fc-nav-compact" data-fc-menu="">/)).toBe(1);
    expect(html).toMatch(/<summary><svg[^>]*>.*?<\/svg>Menu<\/summary>/);
    // Each item appears once per menu rendering.
    expect(count(html, /<a class="fc-menu__link" href="\/finance">Finance<\/a>/)).toBe(2);
    expect(count(html, /<summary class="fc-menu__summary">Our Stock<span/)).toBe(2);
    expect(count(html, /<a class="fc-submenu__link" href="\/search\/used-cars">Used Cars<\/a>/)).toBe(2);
    expect(count(html, / aria-current="page">Home</)).toBe(2); // on the home page
    expect(count(html, / aria-current="page"/)).toBe(2);
    expect(html).toContain('<a class="fc-phone" href="tel:0733914400">');
  });

  it('renders the footer groups as headed link lists with the year it is given', async () => {
    const html = await render();
    for (const title of ['Buyer Tools', 'Servicing and Parts', 'Bayside Motor Group']) {
      expect(html).toContain(`<h2 class="fc-footer__title">${title}</h2>`);
    }
    expect(html).toContain('<a href="/privacy-policy">Privacy policy</a>');
    expect(html).toContain(`© ${copyrightYear(new Date())} Bayside Motor Group`);
  });

  it('shows the accepted payment logos as images named by the method and, where the site has one, its star rating (spec: 001 §2)', async () => {
    const html = await render({
      tenant: sampleTenant({ reviewRating: { average: 4.2, count: 238 } }),
      body: <p>Hi</p>,
    });
    for (const name of ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']) {
      expect(html).toContain(`<li class="fc-payments__logo"><svg role="img" aria-label="${name}"`);
    }
    expect(html).toContain('4.2 out of 5 from 238 reviews');
    expect(count(html, /<svg class="fc-star"/g)).toBe(5);
    const plain = await render({ tenant: sampleTenant({ paymentLogos: [] }), body: <p>Hi</p> });
    expect(plain).not.toContain('fc-payments');
    expect(plain).not.toContain('out of 5');
  });

  it('renders the service banner with BOOK A SERVICE and a close button shown only with JavaScript (spec: 001 §2, §4)', async () => {
    const banner = { text: 'Storm damage? We are open.', href: '/service#service-booking' };
    const html = await render({ tenant: sampleTenant({ serviceBanner: banner }), body: <p>Hi</p> });
    expect(html).toContain('<section class="fc-service-banner" aria-label="Service" data-fc-service-banner="">');
    expect(html).toContain(
      '<a class="fc-button fc-button--primary" href="/service#service-booking">BOOK A SERVICE</a>',
    );
    expect(html).toMatch(/data-fc-needs-js="" data-fc-service-banner-close="">/);
    expect(html).toMatch(/data-fc-service-banner-key="fc:service-banner-dismissed:[0-9a-f]{8}"/);
    expect(await render()).not.toContain('data-fc-service-banner');
  });

  it('renders the announcement with its close button shown only with JavaScript', async () => {
    const html = await render();
    expect(html).toContain('<section class="fc-announcement" aria-label="Announcement" data-fc-announcement="">');
    expect(html).toContain('<a href="/special-offers">Spring Sale: drive-away deals on selected new models</a>');
    expect(html).toMatch(
      /<button type="button" class="fc-icon-button" data-fc-needs-js="" data-fc-announcement-close="">/,
    );
    expect(html).toMatch(/<html lang="en-AU" data-fc-announcement-key="fc:announcement-dismissed:[0-9a-f]{8}">/);

    const quiet = await render({ tenant: sampleTenant({ announcement: null }), body: <p>Hi</p> });
    expect(quiet).not.toContain('data-fc-announcement=');
    expect(quiet).not.toContain('data-fc-announcement-key=');
    expect(count(quiet, /<script\b/)).toBe(3); // the pre-paint script, the client module, the data island
  });

  it('marks the document as having JavaScript before it paints, so controls that need it show', async () => {
    const html = await render({ tenant: sampleTenant({ announcement: null }), body: <p>Hi</p> });
    const prePaint = /<script nonce="[^"]+">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const root = { attributes: new Map<string, string>() };
    const documentElement = {
      setAttribute: (name: string, value: string) => root.attributes.set(name, value),
      getAttribute: (name: string) => root.attributes.get(name) ?? null,
    };
    new Function('document', 'localStorage', prePaint)({ documentElement }, { getItem: () => null });
    expect(root.attributes.get('data-fc-js')).toBe('');
    // The shell's global styles hide those controls until then.
    expect(shellGlobalCss['html:not([data-fc-js]) [data-fc-needs-js]']).toEqual({ display: 'none !important' });
  });

  it('escapes the data island so its text cannot end the script element', async () => {
    const clientData = { note: '</script><script>alert(1)</script>', comment: '<!--', separators: 'a\u2028b\u2029c' };
    const html = await render({ clientData });
    const island = /<script type="application\/json" id="fc-data" nonce="[^"]+">(.*?)<\/script>/s.exec(html);
    expect(island).not.toBeNull();
    const text = island?.[1] ?? '';
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
    expect(html).not.toContain('<script>alert(1)');
    expect(JSON.parse(text)).toEqual({ chrome: { popup: sampleTenant().popup }, page: clientData });
  });

  it('carries the popup in the island, and leaves the island out when there is nothing for the client', async () => {
    const withPopup = await render({ body: <p>Hi</p> });
    expect(withPopup).toContain('id="fc-data"');
    expect(withPopup).toContain('"id":"spring-sale-2026"');

    const bare = await render({ tenant: sampleTenant({ popup: null }), body: <p>Hi</p> });
    expect(bare).not.toContain('id="fc-data"');
  });

  it("links the shell's stylesheet on every page, before any script", async () => {
    const html = await render({ body: <p>Hi</p> });
    expect(html).toContain('<link rel="stylesheet" href="/assets/styles.css" data-precedence="shell"/>');
    expect(html.indexOf('/assets/styles.css')).toBeLessThan(html.indexOf('<script'));
  });

  it("links the remotes' stylesheets after the shell's, each once, before any script or module preload", async () => {
    const remote = '/_mf/mfe_vehicle/1.0.0/styles.1a2b3c4d.css';
    const html = await render({
      body: <p>Hi</p>,
      head: {
        preloads: [{ href: '/_mf/mfe_vehicle/1.0.0/remoteEntry.js', as: 'modulepreload' }],
        stylesheets: [remote, remote],
      },
    });
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(['/assets/styles.css', remote]);
    expect(html.indexOf(remote)).toBeLessThan(html.search(/<script|modulepreload/));
  });

  it('writes the preloads it is given once each, with the nonce, crossorigin and fetchpriority where asked', async () => {
    const html = await render({
      body: <p>Hi</p>,
      head: {
        preloads: [
          { href: '/_mf/mfe_vehicle/1.0.0/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
          { href: '/_mf/mfe_vehicle/1.0.0/remoteEntry.js', as: 'modulepreload' },
          { href: '/_mf/mfe_vehicle/1.0.0/remoteEntry.js', as: 'modulepreload' },
          { href: '/media/v1/cars/hilux/1.svg', as: 'image', fetchPriority: 'high' },
          { href: '/media/v1/cars/hilux/2.svg', as: 'image' },
          {
            href: '/media/v1/cars/hilux/3.svg',
            as: 'image',
            imageSrcSet: '/media/v1/cars/hilux/3.svg?w=320 320w, /media/v1/cars/hilux/3.svg 600w',
            imageSizes: '50vw',
          },
        ],
      },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" href="\/_mf\/mfe_vehicle\/1\.0\.0\/mf-manifest\.json" as="fetch" crossorigin="anonymous" nonce="r4nd0m-n0nce"\/>/i,
    );
    expect(
      count(
        head,
        /<link rel="modulepreload" href="\/_mf\/mfe_vehicle\/1\.0\.0\/remoteEntry\.js" nonce="r4nd0m-n0nce"\/>/,
      ),
    ).toBe(1);
    expect(head).toMatch(
      /<link rel="preload" href="\/media\/v1\/cars\/hilux\/1\.svg" as="image" fetchpriority="high" nonce="r4nd0m-n0nce"\/>/i,
    );
    expect(head).toMatch(
      /<link rel="preload" href="\/media\/v1\/cars\/hilux\/2\.svg" as="image" nonce="r4nd0m-n0nce"\/>/,
    );
    // A responsive image: the browser picks its candidate from imagesrcset/imagesizes, as the <img> will.
    expect(head).toContain(
      '<link rel="preload" href="/media/v1/cars/hilux/3.svg" as="image" imageSrcSet="/media/v1/cars/hilux/3.svg?w=320 320w, /media/v1/cars/hilux/3.svg 600w" imageSizes="50vw" nonce="r4nd0m-n0nce"/>',
    );
  });

  it('leaves the description out when there is none', async () => {
    const html = await render({ description: undefined, body: <p>Hi</p> });
    expect(html).not.toContain('name="description"');
  });

  it("writes the kit controls' visually hidden parts as classes: no style attribute the CSP refuses", async () => {
    const body = (
      <form>
        <Checkbox name="remember">Remember me</Checkbox>
        <Select label="State" name="state" options={[{ id: 'QLD', label: 'Queensland' }]} />
      </form>
    );
    const html = await render({ body });
    expect(inlineStyleAttributes(html)).toEqual([]);
    expect(html).toMatch(/<span class="fc-visually-hidden"><input[^>]*type="checkbox"/);
    expect(html).toContain('fc-visually-hidden fc-visually-hidden-fixed');
  });
});

describe('islandFor', () => {
  it('separates the chrome data from the page data', () => {
    const tenant = sampleTenant();
    expect(islandFor(tenant, { cars: 3 })).toEqual({ chrome: { popup: tenant.popup }, page: { cars: 3 } });
    expect(islandFor(tenant, undefined)).toEqual({ chrome: { popup: tenant.popup } });
    expect(islandFor(sampleTenant({ popup: null }), undefined)).toBeUndefined();
    expect(islandFor(sampleTenant({ popup: null }), null)).toEqual({ chrome: { popup: null }, page: null });
  });
});

describe('copyrightYear', () => {
  it("turns over with Sydney's new year, not UTC's", () => {
    expect(copyrightYear(new Date('2026-12-31T13:30:00Z'))).toBe(2027); // 00:30 on 1 January in Sydney
    expect(copyrightYear(new Date('2026-12-31T12:30:00Z'))).toBe(2026);
  });
});
