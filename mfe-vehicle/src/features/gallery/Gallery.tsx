import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { useState } from 'react';
import { loadFullscreenGallery } from './loaders';
import { ModePanel } from './ModePanel';
import { useOnDemand } from './on-demand';
import { ViewModeSwitch } from './ViewModeSwitch';
import type { GalleryMode, GalleryView } from './view';

const styles = {
  root: css({ display: 'grid', gap: '3', minWidth: '0' }),
  toolbar: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' }),
  fullscreen: css({ marginInlineStart: 'auto' }),
  placeholder: css({
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '3 / 2',
    borderRadius: 'md',
    bg: 'surface',
    color: 'mutedText',
  }),
};

export interface GalleryProps {
  view: GalleryView;
  /** The car's title, for the pictures' alternative text and the viewers' names. */
  title: string;
}

/** Starts fetching the fullscreen viewer early (pointer or focus on its button). */
function prefetchFullscreen(): void {
  loadFullscreenGallery().catch(() => {
    // Only a head start: pressing the button asks again.
  });
}

/**
 * The car's gallery (spec: 000 §2, §4 "Gallery"): the views the car has media for (360° spin, photos,
 * interior) behind a switch, starting on the site's default, and a fullscreen viewer. The spin and
 * fullscreen viewers are separate chunks fetched when needed; the server HTML shows the first picture
 * of the default view.
 * @example <Gallery view={data.gallery} title={data.title} />
 */
export function Gallery({ view, title }: GalleryProps) {
  const [mode, setMode] = useState<GalleryMode>(view.defaultMode);
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [fullscreenWanted, setFullscreenWanted] = useState(false);
  const FullscreenGallery = useOnDemand(loadFullscreenGallery, fullscreenWanted);

  const hasContent = view.slides.length > 0 || view.spin !== null || view.interior !== null;
  if (!hasContent) {
    return (
      <div className={styles.placeholder}>
        <p>Photos coming soon</p>
      </div>
    );
  }
  const openFullscreen = () => {
    setFullscreenWanted(true);
    setFullscreen(true);
  };
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {view.modes.length > 1 && <ViewModeSwitch modes={view.modes} mode={mode} onModeChange={setMode} />}
        <Button
          className={styles.fullscreen}
          variant="secondary"
          size="sm"
          onPress={openFullscreen}
          onHoverStart={prefetchFullscreen}
          onFocus={prefetchFullscreen}
        >
          View fullscreen
        </Button>
      </div>
      <ModePanel view={view} mode={mode} title={title} index={index} onIndexChange={setIndex} paused={fullscreen} />
      {FullscreenGallery && (
        <FullscreenGallery
          view={view}
          title={title}
          mode={mode}
          onModeChange={setMode}
          index={index}
          onIndexChange={setIndex}
          isOpen={fullscreen}
          onOpenChange={setFullscreen}
        />
      )}
    </div>
  );
}
