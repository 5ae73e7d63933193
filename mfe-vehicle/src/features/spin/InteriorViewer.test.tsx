import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { sampleSpinMedia } from '../../test-fixtures';
import { InteriorViewer } from './InteriorViewer';

describe('InteriorViewer', () => {
  it('shows the interior picture with each hotspot as a button named by its description', () => {
    const { spin_interior_image: src, hotspots } = sampleSpinMedia();
    const html = renderToStaticMarkup(
      <InteriorViewer src={src ?? ''} hotspots={hotspots.interior} title="2021 Toyota HiLux SR5" />,
    );
    expect(html).toMatch(
      /<img [^>]*src="\/media\/v1\/car\/ute\/white\/int-1.svg"[^>]*alt="2021 Toyota HiLux SR5, interior"/,
    );
    expect(html).toMatch(/<button [^>]*aria-label="Heated seats"[^>]*aria-expanded="false"/);
    expect(html).toContain('style="left:40%;top:60%"');
    // The description shows once the button is pressed.
    expect(html).not.toContain('>Heated seats<');
  });
});
