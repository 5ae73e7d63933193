import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TradeInForm } from './TradeInForm';

// The trade-in form's server HTML: on a site of several dealerships it asks which (spec: 000 §5), as a native
// required select that works before the island hydrates and with JavaScript off.

const render = (dealerships: { id: string; label: string }[]) =>
  renderToStaticMarkup(<TradeInForm carId={null} dealerships={dealerships} refusedFields={{}} onValued={() => {}} />);

describe('TradeInForm', () => {
  it('asks which dealership, required, where the page gives the choices', () => {
    const html = render([
      { id: 'north-motors', label: 'North Motors' },
      { id: 'south-motors', label: 'South Motors' },
    ]);
    expect(html).toMatch(/<select[^>]*name="dealership_slug"[^>]*required/);
    expect(html).toMatch(/<option value=""[^>]*>Please choose<\/option>/);
    expect(html).toContain('<option value="south-motors">South Motors</option>');
    expect(html).toContain('Dealership');
  });

  it('does not ask where the page gives none (one dealership, or the field removed)', () => {
    expect(render([])).not.toContain('dealership_slug');
  });
});
