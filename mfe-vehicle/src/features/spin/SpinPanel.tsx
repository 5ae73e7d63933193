import { useOnDemand } from '../gallery/on-demand';
import { IMAGE_SIZE } from '../gallery/Slide';
import type { InteriorView, SpinView } from '../gallery/view';
import { loadInteriorViewer, loadSpinViewer } from './loaders';
import { spinStyles } from './styles';

// The spinner and interior views as the page renders them: a plain picture in the server HTML (so
// the car shows with JavaScript off), replaced in the browser by the viewer once its chunk arrives.

/** A still picture in the stage: what the server renders before a viewer takes over. */
function Still({ src, alt }: { src: string; alt: string }) {
  return (
    <div className={spinStyles.stage}>
      <img
        className={spinStyles.picture}
        src={src}
        alt={alt}
        width={IMAGE_SIZE.width}
        height={IMAGE_SIZE.height}
        loading="eager"
        fetchPriority="high"
      />
    </div>
  );
}

/**
 * The spinner view: the spin's first frame, then the 360° viewer (loaded when this is shown).
 * @example <SpinPanel spin={gallery.spin} title={title} />
 */
export function SpinPanel({ spin, title, paused = false }: { spin: SpinView; title: string; paused?: boolean }) {
  const SpinViewer = useOnDemand(loadSpinViewer, true);
  const [first] = spin.frames;
  if (SpinViewer) return <SpinViewer frames={spin.frames} hotspots={spin.hotspots} title={title} paused={paused} />;
  return first ? <Still src={first} alt={`${title}, 360° view`} /> : null;
}

/**
 * The interior view: the interior picture, then the same with its hotspots (loaded when this is shown).
 * @example <InteriorPanel interior={gallery.interior} title={title} />
 */
export function InteriorPanel({ interior, title }: { interior: InteriorView; title: string }) {
  const InteriorViewer = useOnDemand(loadInteriorViewer, true);
  if (InteriorViewer) return <InteriorViewer src={interior.src} hotspots={interior.hotspots} title={title} />;
  return <Still src={interior.src} alt={`${title}, interior`} />;
}
