import { InteriorPanel, SpinPanel } from '../spin/SpinPanel';
import { PhotoCarousel } from './PhotoCarousel';
import type { GalleryMode, GalleryView } from './view';

export interface ModePanelProps {
  view: GalleryView;
  mode: GalleryMode;
  title: string;
  /** The gallery's slide (shared by the page and the fullscreen viewer). */
  index: number;
  onIndexChange: (index: number) => void;
  /** `sizes` of the photos (the fullscreen viewer's are wider). */
  sizes?: string;
  /** Hidden behind the fullscreen viewer: the spin stops rotating by itself. */
  paused?: boolean;
}

/**
 * The view chosen: the 360° spin, the photos, or the interior; the photos when the car lacks the
 * chosen view's media.
 * @example <ModePanel view={gallery} mode="spinner" title={title} index={0} onIndexChange={setIndex} />
 */
export function ModePanel({ view, mode, title, index, onIndexChange, sizes, paused = false }: ModePanelProps) {
  if (mode === 'spinner' && view.spin) return <SpinPanel spin={view.spin} title={title} paused={paused} />;
  if (mode === 'interior' && view.interior) return <InteriorPanel interior={view.interior} title={title} />;
  return <PhotoCarousel view={view} title={title} index={index} onIndexChange={onIndexChange} sizes={sizes} />;
}
