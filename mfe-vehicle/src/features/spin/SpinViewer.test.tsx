import { renderToStaticMarkup } from 'react-dom/server.edge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleSpinMedia } from '../../test-fixtures';
import { SpinViewer } from './SpinViewer';
import { type FramePreload, useFramePreload } from './use-frame-preload';

// The viewer renders in the browser only; here its markup is checked per state, with the frames'
// preload (an effect that runs only in a browser) stood in for.
vi.mock('./use-frame-preload', () => ({ useFramePreload: vi.fn() }));

const { spin_images: frames, hotspots } = sampleSpinMedia();

function render(preload: FramePreload): string {
  vi.mocked(useFramePreload).mockReturnValue(preload);
  return renderToStaticMarkup(
    <SpinViewer frames={frames} hotspots={hotspots.exterior} title="2021 Toyota HiLux SR5" />,
  );
}

const READY: FramePreload = { loaded: 36, total: 36, ready: true };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SpinViewer', () => {
  it('shows the first frame and the loading progress until every frame has loaded, not yet operable', () => {
    const html = render({ loaded: 12, total: 36, ready: false });
    expect(html).toContain('src="/media/v1/car/ute/white/spin-00.svg"');
    expect(html).toContain('Loading the 360° view: 12 of 36 frames');
    expect(html).not.toContain('role="slider"');
    expect(html).not.toContain('Pause rotation');
  });

  it('is then a focusable, labelled slider whose value is the frame and whose text is the angle', () => {
    const html = render(READY);
    const slider = /<div [^>]*role="slider"[^>]*>/.exec(html)?.[0] ?? '';
    expect(slider).toContain('tabindex="0"');
    expect(slider).toContain('aria-label="360° view of the 2021 Toyota HiLux SR5"');
    expect(slider).toContain('aria-valuemin="0"');
    expect(slider).toContain('aria-valuemax="35"');
    expect(slider).toContain('aria-valuenow="0"');
    expect(slider).toContain('aria-valuetext="360 degrees"');
    expect(html).toContain('Drag or use the arrow keys to turn the car');
  });

  it('auto-rotates from the start (a Pause button), hotspots hidden while it turns', () => {
    const html = render(READY);
    expect(html).toMatch(/<button [^>]*>Pause rotation<\/button>/);
    expect(html).not.toContain('aria-label="Alloy wheels"');
  });

  it('stands still under reduced motion (a Play button), with the frame’s hotspots as buttons', () => {
    vi.stubGlobal('window', {
      matchMedia: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }),
    });
    const html = render(READY);
    expect(html).toMatch(/<button [^>]*>Play rotation<\/button>/);
    expect(html).toMatch(/<button [^>]*aria-label="Alloy wheels"[^>]*aria-expanded="false"/);
    expect(html).toContain('style="left:30%;top:70%"');
  });
});
