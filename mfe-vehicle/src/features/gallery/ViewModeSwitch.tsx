import { ChipChoice } from '@forecourt/shared/ui/ToggleButtonGroup';
import { loadInteriorViewer, loadSpinViewer } from '../spin/loaders';
import type { GalleryMode } from './view';

/** What each view is called on its button. */
export const GALLERY_MODE_LABELS: Record<GalleryMode, string> = {
  spinner: '360° spin',
  gallery: 'Gallery',
  interior: 'Interior',
};

/** The chunk a view needs, fetched when the pointer or focus reaches its button (before the press). */
const PREFETCH: Partial<Record<GalleryMode, () => Promise<unknown>>> = {
  spinner: loadSpinViewer,
  interior: loadInteriorViewer,
};

function prefetch(mode: GalleryMode): void {
  PREFETCH[mode]?.().catch(() => {
    // Only a head start: the view asks again when it is shown.
  });
}

export interface ViewModeSwitchProps {
  modes: readonly GalleryMode[];
  mode: GalleryMode;
  onModeChange: (mode: GalleryMode) => void;
}

/**
 * The gallery's views as a radio group of chips (spec: 000 §4 "View modes: spinner, gallery,
 * interior"): only the views the car has media for; arrow keys move between them.
 * @example <ViewModeSwitch modes={gallery.modes} mode={mode} onModeChange={setMode} />
 */
export function ViewModeSwitch({ modes, mode, onModeChange }: ViewModeSwitchProps) {
  return (
    <ChipChoice
      aria-label="View"
      options={modes.map((candidate) => ({ id: candidate, label: GALLERY_MODE_LABELS[candidate] }))}
      selected={mode}
      onSelect={onModeChange}
      chipProps={(candidate) => ({ onHoverStart: () => prefetch(candidate), onFocus: () => prefetch(candidate) })}
    />
  );
}
