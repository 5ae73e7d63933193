import { DEALER_COMMENTS_PENDING } from '@forecourt/shared/messages/catalogue';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { Blogs } from '../blogs/Blogs';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { DealerComments } from '../dealer-comments/DealerComments';
import { Disclaimer } from '../disclaimer/Disclaimer';
import { Features } from '../features/Features';
import { Specifications } from '../specifications/Specifications';
import { UsedCarChecks } from '../used-car-checks/UsedCarChecks';
import { ViewCounter } from '../view-counter/ViewCounter';
import { vehicleContentOf } from './view';

// The content sections as the fragment Worker renders them: what a visitor without JavaScript gets
// (everything; the show more/less buttons appear only once the island is interactive).

const now = new Date('2026-11-22T00:00:00Z');

function contentOf(overrides: Parameters<typeof sampleCar>[0] = {}) {
  return vehicleContentOf(sampleCar(overrides), { title: '2021 Toyota HiLux SR5', now, websiteId: 4101 });
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

describe('Breadcrumbs', () => {
  it('is a labelled nav list whose last item is the current page', () => {
    const html = renderToStaticMarkup(<Breadcrumbs crumbs={contentOf().breadcrumbs} />);
    expect(html).toMatch(/^<nav aria-label="Breadcrumb"><ol/);
    expect(html).toContain('<a class="');
    expect(html.match(/<a /g)).toHaveLength(5);
    expect(html).toMatch(/href="\/search\/toyota\/hilux"[^>]*>HiLux<\/a>/);
    expect(html).toMatch(/<span [^>]*aria-current="page"[^>]*>2021 Toyota HiLux SR5<\/span><\/li><\/ol><\/nav>$/);
  });
});

describe('DealerComments', () => {
  it('renders the sanitised comment: no script, no handler, links with rel nofollow noopener', () => {
    const comments = contentOf({
      dealercomments:
        '<p onclick="alert(1)">Great <strong>ute</strong>.</p><script>alert("x")</script><a href="https://dealer.example">More</a><a href="javascript:alert(1)">Bad</a>',
    }).dealerComments;
    const html = renderToStaticMarkup(<DealerComments comments={comments} />);
    expect(html).toContain('<p>Great <strong>ute</strong>.</p>');
    expect(html).toContain('<a href="https://dealer.example" rel="nofollow noopener">More</a>');
    expect(html).toContain('Bad');
    expect(html).not.toMatch(/script|onclick|javascript:|alert/);
  });

  it('shows the whole of a long comment without JavaScript, and no toggle', () => {
    const long = `<p>${'Well kept and serviced on time. '.repeat(20)}</p><p>The very end.</p>`;
    const comments = contentOf({ dealercomments: long }).dealerComments;
    expect(comments?.truncated).not.toBeNull();
    const html = renderToStaticMarkup(<DealerComments comments={comments} />);
    expect(html).toContain('The very end.');
    expect(html).not.toContain('<button');
  });

  it('says the comments are pending when there are none', () => {
    const html = renderToStaticMarkup(<DealerComments comments={contentOf({ dealercomments: '  ' }).dealerComments} />);
    expect(text(html)).toBe(`Dealer comments ${DEALER_COMMENTS_PENDING}`);
  });
});

describe('Specifications and Features', () => {
  it('lists every specification row without JavaScript, with no toggle', () => {
    const rows = contentOf().specifications;
    expect(rows.length).toBeGreaterThan(4);
    const html = renderToStaticMarkup(<Specifications rows={rows} />);
    expect(html.match(/<dt /g)).toHaveLength(rows.length);
    expect(text(html)).toContain('Engine size 2.8 L (2,755 cc)');
    expect(html).not.toContain('<button');
  });

  it('lists every feature without JavaScript, and nothing when there are none', () => {
    const features = Array.from({ length: 12 }, (_, index) => `Feature ${index + 1}`);
    const html = renderToStaticMarkup(<Features features={features} />);
    expect(html.match(/<li>/g)).toHaveLength(12);
    expect(html).not.toContain('<button');
    expect(renderToStaticMarkup(<Features features={[]} />)).toBe('');
    expect(renderToStaticMarkup(<Specifications rows={[]} />)).toBe('');
  });
});

describe('UsedCarChecks, Disclaimer, Blogs, ViewCounter', () => {
  it("lists a used car's checks under a heading, and nothing for a new car", () => {
    const html = renderToStaticMarkup(<UsedCarChecks checks={contentOf().usedCarChecks} />);
    expect(text(html)).toContain('Used car checks ✓ Registration: Registered (123ABC), expires 01/05/2027');
    expect(renderToStaticMarkup(<UsedCarChecks checks={contentOf({ car_type: 'new' }).usedCarChecks} />)).toBe('');
  });

  it('has a disclaimer about prices and finance', () => {
    expect(text(renderToStaticMarkup(<Disclaimer />))).toMatch(/^Disclaimer Prices are in Australian dollars/);
  });

  it('shows blog cards linking to their posts, and nothing without cards', () => {
    const card = {
      href: '/blog/hilux-towing',
      heading: 'Towing with a HiLux',
      image: null,
      description: 'What a HiLux can pull.',
      date: '01/11/2026',
      isoDate: '2026-11-01',
    };
    const html = renderToStaticMarkup(<Blogs cards={[card]} />);
    expect(html).toMatch(/<h3[^>]*><a [^>]*href="\/blog\/hilux-towing"[^>]*>Towing with a HiLux<\/a><\/h3>/);
    expect(html).toMatch(/<time [^>]*dateTime="2026-11-01"[^>]*>01\/11\/2026<\/time>/);
    expect(renderToStaticMarkup(<Blogs cards={[]} />)).toBe('');
  });

  it('renders nothing on the server for the view counter (it counts after mount)', () => {
    expect(renderToStaticMarkup(<ViewCounter path={contentOf().viewCounterPath} />)).toBe('');
  });
});
