import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { sectionOpenKey } from '../document/storage-keys';
import { SAMPLE_CARS, SAMPLE_LOCATIONS, sampleHomeProps, sampleTenant } from '../test-fixtures';
import { HomeBody, type HomeBodyProps } from './HomeBody';

function render(overrides: Partial<HomeBodyProps> = {}): string {
  return renderToStaticMarkup(<HomeBody {...sampleHomeProps()} {...overrides} />);
}

/** The markup of the card that links to a car. */
function cardFor(html: string, slug: string): string {
  const cards = html.split('<article class="fc-card">').slice(1);
  return cards.find((card) => card.includes(`href="/cars/${slug}"`)) ?? '';
}

describe('HomeBody', () => {
  it("is headed by the tenant's name, the page's only h1", () => {
    const html = render();
    expect(html).toContain('<h1 class="fc-hero__title" id="fc-home-title">Bayside Motor Group</h1>');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
  });

  it('links to each car type with its count, skipping types without stock', () => {
    const html = render({ stockCounts: { new: 120, used: 1845, demo: 0 } });
    expect(html).toContain('<a class="fc-entry-link" href="/search/new-cars"><span>New cars (120)</span>');
    expect(html).toContain('<a class="fc-entry-link" href="/search/used-cars"><span>Used cars (1,845)</span>');
    expect(html).not.toContain('/search/new-and-demo-cars');
    expect(html).toContain('Browse 1,965 vehicles in stock');

    const demo = render({ stockCounts: { demo: 40 } });
    expect(demo).toContain('<a class="fc-entry-link" href="/search/new-and-demo-cars"><span>Demo cars (40)</span>');
    expect(demo).not.toContain('/search/new-cars"');
  });

  it('shows the latest cars as cards linking to their pages', () => {
    const html = render();
    for (const car of SAMPLE_CARS) {
      expect(html).toContain(`<a class="fc-card__link" href="/cars/${car.slug}">${car.name}</a>`);
    }
    expect(html.match(/<article class="fc-card">/g)).toHaveLength(8);
  });

  it('shows at most eight cards', () => {
    const many = [...SAMPLE_CARS, ...SAMPLE_CARS.map((car) => ({ ...car, id: car.id + 100, slug: `${car.slug}-b` }))];
    expect(render({ latestCars: many }).match(/<article class="fc-card">/g)).toHaveLength(8);
  });

  it('prices a card, says "Enquire" for price 0 and strikes the earlier price with a spoken "was"', () => {
    const html = render();
    const discounted = cardFor(html, '2023-toyota-rav4-gx-hybrid-501');
    expect(discounted).toContain('<span class="fc-vh">Was </span><s>$45,990</s>');
    expect(discounted).toContain('<span class="fc-price">$42,990</span>');
    expect(discounted).toContain('<span class="fc-price-type">Drive Away</span>');

    const enquire = cardFor(html, '2019-ford-ranger-xlt-503');
    expect(enquire).toContain('<span class="fc-price">Enquire</span>');
    expect(enquire).not.toContain('$0');
  });

  it('shows kilometres, the location and the car type', () => {
    const card = cardFor(render(), '2021-hyundai-i30-active-505');
    expect(card).toContain('41,873 km');
    expect(card).toContain('Bayside Mazda Capalaba');
    expect(card).toContain('<span class="fc-card__type">Used</span>');
    // A new car with no kilometres does not advertise "0 km".
    expect(cardFor(render(), '2025-toyota-hilux-sr5-508')).not.toContain('0 km');
  });

  it('loads the first two images eagerly with high priority and the rest lazily, all 600×400', () => {
    const images = render().match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(7); // one sample car has no photo
    for (const image of images) expect(image).toContain('width="600" height="400"');
    expect(images.slice(0, 2).every((image) => /loading="eager" fetchPriority="high"/.test(image))).toBe(true);
    expect(images.slice(2).every((image) => image.includes('loading="lazy"') && !image.includes('fetchPriority'))).toBe(
      true,
    );
    expect(images[0]).toContain('alt="2023 Toyota RAV4 GX"');
  });

  it('stands in for a missing photo', () => {
    expect(cardFor(render(), '2020-mazda-bt-50-xt-506')).toContain('Photo coming soon');
  });

  it('lists the locations with type, suburb, a call link and a link to their page', () => {
    const html = render();
    expect(html).toContain('<h2 class="fc-section__title" id="fc-locations-title">Our Locations</h2>');
    for (const location of SAMPLE_LOCATIONS) {
      expect(html).toContain(`<a href="/contact-us/${location.slug}">${location.name}</a>`);
    }
    expect(html).toContain('<p class="fc-location__type">Service</p>');
    expect(html).toContain('Capalaba QLD');
    expect(html).toContain(
      '<a href="tel:0738231100"><span class="fc-vh">Call Bayside Mazda Capalaba on </span>(07) 3823 1100</a>',
    );
  });

  it('leaves out empty sections', () => {
    const html = render({ latestCars: [], locations: [], stockCounts: {} });
    expect(html).not.toContain('Latest arrivals');
    expect(html).not.toContain('Our Locations');
    expect(html).not.toContain('fc-entry-links');
    expect(html).toContain('Browse our vehicles');
  });

  it("shows the site's slides in the hero as a carousel, linked when they have a url, with the overlay unless hidden", () => {
    const tenant = sampleTenant();
    const slides = [
      { id: 1, name: 'EOFY sale', description: 'Ends 30 June.', url: '/eofy', hide_overlay: false },
      { id: 2, name: 'Service specials', description: null, url: null, hide_overlay: true },
      { id: 3, name: 'Warranty', description: null, url: '/warranty', hide_overlay: true },
    ];
    const html = render({ tenant: { ...tenant, home: { ...tenant.home, slides } } });
    expect(html).toContain('aria-roledescription="carousel" aria-label="Highlights" data-fc-carousel="0"');
    expect(html).toContain('<h2 class="fc-slide__name"><a href="/eofy">EOFY sale</a></h2>');
    expect(html).toContain('class="fc-slide fc-slide--overlay" aria-roledescription="slide" aria-label="1 of 3"');
    expect(html).toContain('<p class="fc-slide__description">Ends 30 June.</p>');
    expect(html).toContain(
      'class="fc-slide" aria-roledescription="slide" aria-label="2 of 3"><h2 class="fc-slide__name">Service specials</h2></li>',
    );
    // The arrows and one dot per slide, shown only with JavaScript (they do nothing without it).
    expect(html).toContain('<div class="fc-carousel__controls" data-fc-needs-js="">');
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html.match(/data-fc-carousel-dot="/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Slide 3: Warranty" aria-controls="fc-slide-3"');
  });

  it('shows a single slide without carousel controls', () => {
    const tenant = sampleTenant();
    const slides = [{ id: 1, name: 'Only one', description: null, url: null, hide_overlay: false }];
    const html = render({ tenant: { ...tenant, home: { ...tenant.home, slides } } });
    expect(html).toContain('data-fc-carousel="0"');
    expect(html).toContain('Only one');
    expect(html).not.toContain('fc-carousel__controls');
  });

  it('has a stock search box that is a plain GET form to /search with a labelled query field', () => {
    const html = render({ blocks: [{ kind: 'shell', block: 'searchBox' }] });
    expect(html).toContain('<search><form class="fc-home-search__form" action="/search" method="get">');
    expect(html).toContain('<label class="fc-field__label" for="fc-home-search-query">Make, model or keyword</label>');
    expect(html).toContain('id="fc-home-search-query" type="search"');
    expect(html).toContain('name="query"/><button class="fc-button fc-button--primary" type="submit">Search</button>');
  });

  it('shows the newest blog cards with their descriptions cut at 80 characters, under the section heading', () => {
    const html = render({ blocks: [{ kind: 'shell', block: 'blogCards' }] });
    expect(html).toContain('<h2 class="fc-section__title" id="fc-blog-title">From our blog</h2>');
    expect(html).toContain('<h3><a href="/blog/towing-with-a-hilux">Towing with a HiLux</a></h3>');
    expect(html).toContain('<p>What the braked towing capacity means for your caravan, your boat and your\u2026</p>');
    expect(html).toContain('<p>Service history, tyres, a test drive.</p>');
    expect(html).toContain('<a class="fc-text-link" href="/blog">All posts</a>');
    expect(render({ blocks: [{ kind: 'shell', block: 'blogCards' }], blogCards: [] })).toBe('');
  });

  it("shows the dealer's feature banner, and nothing when it has none", () => {
    const tenant = sampleTenant();
    const banner = { heading: 'Service specials', text: 'Log book servicing.', href: '/service', ctaLabel: 'Book now' };
    const blocks = [{ kind: 'shell', block: 'featureBanner' }] as const;
    const html = render({
      tenant: { ...tenant, home: { ...tenant.home, featureBanner: banner } },
      blocks: [...blocks],
    });
    expect(html).toContain('<h2 class="fc-feature-banner__title" id="fc-feature-banner-title">Service specials</h2>');
    expect(html).toContain(
      '<p>Log book servicing.</p><a class="fc-button fc-button--primary" href="/service">Book now</a>',
    );
    expect(render({ blocks: [...blocks] })).toBe('');
  });

  it("folds the banner's detail under its heading, remembered where the dealer asks, its HTML sanitised", () => {
    const tenant = sampleTenant();
    const banner = {
      heading: 'Service specials',
      text: 'Log book servicing.',
      href: '/service',
      ctaLabel: 'Book now',
      detail: {
        heading: 'What is included',
        html: '<p onclick="steal()">Oil and filters<script>x()</script></p>',
        collapse: { open: false, remember: true },
      },
    };
    const html = render({
      tenant: { ...tenant, home: { ...tenant.home, featureBanner: banner } },
      blocks: [{ kind: 'shell', block: 'featureBanner' }],
    });
    expect(html).toContain(
      `<section class="fc-feature-banner__detail fc-prose"><details class="fc-collapsible" data-fc-collapsible="" data-fc-collapsible-key="${sectionOpenKey('What is included')}">`,
    );
    expect(html).toContain(
      '<summary class="fc-collapsible__summary"><h3 class="fc-collapsible__heading">What is included</h3>',
    );
    expect(html).toContain('<div class="fc-content-section__body"><p>Oil and filters</p></div></details>');
  });

  it('places a content section block where it is configured, open as configured and not remembered unless asked', () => {
    const html = render({
      blocks: [
        { kind: 'shell', block: 'salesCounter' },
        {
          kind: 'section',
          heading: 'New to towing?',
          html: '<p>Hitch up.</p>',
          collapse: { open: true, remember: false },
        },
        { kind: 'section', heading: 'Opening hours', html: '<p>Every day.</p>' },
      ],
    });
    expect(html.indexOf('vehicles sold so far today')).toBeLessThan(html.indexOf('New to towing?'));
    expect(html).toContain('<details class="fc-collapsible" open="" data-fc-collapsible="">');
    expect(html).not.toContain('data-fc-collapsible-key');
    expect(html).toContain(
      '<section class="fc-prose"><h2>Opening hours</h2><div class="fc-content-section__body"><p>Every day.</p></div></section>',
    );
  });

  it("shows the sales counter's figure, marked for the client's refresh every 150 s", () => {
    const html = render({ blocks: [{ kind: 'shell', block: 'salesCounter' }], salesToday: 1234 });
    expect(html).toContain('<strong class="fc-sales-counter__count" data-fc-sales-count="150000">1,234</strong>');
    expect(html).toContain('vehicles sold so far today');
  });

  it('renders the blocks in the configured order, each fragment block from its island, one without none', () => {
    const html = render({
      blocks: [
        { kind: 'fragment', remote: 'mfe_finance', fragment: 'BudgetFinder' },
        { kind: 'shell', block: 'latestCars' },
        { kind: 'fragment', remote: 'mfe_offers', fragment: 'OffersCarousel' },
        { kind: 'shell', block: 'hero' },
      ],
      fragments: new Map([['mfe_finance/BudgetFinder', <p key="b">Budget island</p>]]),
    });
    const budget = html.indexOf('Budget island');
    const latest = html.indexOf('Latest arrivals');
    const hero = html.indexOf('fc-home-title');
    expect(budget).toBeGreaterThanOrEqual(0);
    expect(budget < latest && latest < hero).toBe(true);
    expect(html).not.toContain('Our Locations');
    expect(html.match(/<section class="fc-section"><div class="fc-container">/g)).toHaveLength(1);
  });

  it('escapes what it prints', () => {
    const [first] = SAMPLE_CARS;
    if (!first) throw new Error('no sample car');
    const html = render({ latestCars: [{ ...first, name: '<img src=x onerror=alert(1)>', slug: 'a b/c' }] });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('href="/cars/a%20b%2Fc"');
  });
});
