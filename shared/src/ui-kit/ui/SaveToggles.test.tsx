import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SaveToggles } from './SaveToggles';

const CAR = {
  id: 4021,
  name: '2021 Toyota HiLux SR5',
  slug: 'hilux-4021',
  make: 'Toyota',
  model: 'HiLux',
  primary_image_url: null,
};

describe('SaveToggles', () => {
  it('shows the favourite and compare toggles the rules allow, named after the car', () => {
    const html = renderToString(<SaveToggles car={CAR} title="2021 Toyota HiLux SR5" favourite compare />);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(2);
    expect(html).toContain('Favourite<span');
    expect(html).toContain('Compare<span');
    expect(html).toContain(' 2021 Toyota HiLux SR5');
  });

  it('leaves out a toggle the rules hide', () => {
    const html = renderToString(<SaveToggles car={CAR} title="HiLux" favourite={false} compare />);
    expect(html).not.toContain('Favourite');
    expect(html).toContain('Compare');
  });
});
