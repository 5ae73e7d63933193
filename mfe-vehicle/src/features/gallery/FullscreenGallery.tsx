import { css } from '@forecourt/shared/styled-system/css';
import { Dialog } from '@forecourt/shared/ui/Dialog';
import { ModePanel } from './ModePanel';
import { ViewModeSwitch } from './ViewModeSwitch';
import type { GalleryMode, GalleryView } from './view';

// Loaded on demand (gallery/loaders.ts) when the visitor asks for fullscreen.

/** Photos fill the viewport's width in fullscreen. */
const FULLSCREEN_SIZES = '100vw';

const styles = {
  body: css({ display: 'grid', gap: '3', justifyItems: 'center' }),
  // As wide as the viewport allows while a 3:2 picture and its controls still fit its height.
  panel: css({ width: '100%', maxWidth: 'calc((100dvh - 12rem) * 1.5)', minWidth: 'min(100%, 20rem)' }),
};

export interface FullscreenGalleryProps {
  view: GalleryView;
  title: string;
  mode: GalleryMode;
  onModeChange: (mode: GalleryMode) => void;
  index: number;
  onIndexChange: (index: number) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The gallery in a fullscreen dialog (spec: 000 §2 "a gallery with a fullscreen dialog", §4 "A
 * fullscreen flag toggles"): the same views and slide as the page, larger. Escape or Close returns
 * to the page, focus back on the button that opened it.
 * @example <FullscreenGallery view={gallery} title={title} mode={mode} onModeChange={setMode} index={i} onIndexChange={setI} isOpen onOpenChange={setOpen} />
 */
export function FullscreenGallery({
  view,
  title,
  mode,
  onModeChange,
  index,
  onIndexChange,
  isOpen,
  onOpenChange,
}: FullscreenGalleryProps) {
  return (
    <Dialog title={title} size="fullscreen" closeLabel="Close fullscreen" isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.body}>
        {view.modes.length > 1 && <ViewModeSwitch modes={view.modes} mode={mode} onModeChange={onModeChange} />}
        <div className={styles.panel}>
          <ModePanel
            view={view}
            mode={mode}
            title={title}
            index={index}
            onIndexChange={onIndexChange}
            sizes={FULLSCREEN_SIZES}
          />
        </div>
      </div>
    </Dialog>
  );
}
