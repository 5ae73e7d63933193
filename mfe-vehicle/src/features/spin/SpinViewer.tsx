import { Button } from '@forecourt/shared/ui/Button';
import {
  frameAfterKey,
  frameFromDrag,
  hotspotsOnFrame,
  nextFrame,
  type SpinHotspot,
  spinAngleText,
} from '@forecourt/shared/vehicle/spin';
import { type KeyboardEvent, type PointerEvent, useCallback, useRef, useState } from 'react';
import { IMAGE_SIZE } from '../gallery/Slide';
import { HotspotLayer } from './HotspotLayer';
import { spinStyles } from './styles';
import { prefersReducedMotion, useAutoRotate } from './use-auto-rotate';
import { useFramePreload } from './use-frame-preload';

// Loaded on demand (spin/loaders.ts): the page's server HTML shows the first frame as a plain image
// (spin/SpinPanel.tsx), and this replaces it in the browser.

export interface SpinViewerProps {
  frames: string[];
  /** Exterior hotspots, each with a position per frame it shows on. */
  hotspots: SpinHotspot[];
  /** The car's title, for the control's name. */
  title: string;
  /** Out of sight (behind the fullscreen viewer): no rotating by itself meanwhile. */
  paused?: boolean;
}

/** Where a drag started: the pointer's x and the frame then. */
interface DragStart {
  pointerId: number;
  x: number;
  frame: number;
}

/**
 * The 360° spin (spec: 000 §4 "Gallery", §9 "Spinner"): fetches every frame, then turns by pointer drag
 * (one frame per 20 px) and by keyboard (a slider: arrow keys step a frame, Home/End), announcing the
 * angle. It auto-rotates a frame every 100 ms until the visitor drags, presses a key or a hotspot, or
 * pauses it — and never starts by itself under reduced motion. The exterior hotspots of the frame
 * shown are buttons (while it stands still).
 * @example <SpinViewer frames={spin.frames} hotspots={spin.hotspots} title="2021 Toyota HiLux SR5" />
 */
export function SpinViewer({ frames, hotspots, title, paused = false }: SpinViewerProps) {
  const total = frames.length;
  const { ready, loaded } = useFramePreload(frames);
  const [frame, setFrame] = useState(0);
  const [rotating, setRotating] = useState(() => !prefersReducedMotion());
  const [dragging, setDragging] = useState(false);
  const drag = useRef<DragStart | null>(null);

  const advance = useCallback(() => setFrame((current) => nextFrame(current, total)), [total]);
  useAutoRotate(rotating && ready && !paused, advance);
  const interact = () => setRotating(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = frameAfterKey(event.key, frame, total);
    if (next === null) return;
    event.preventDefault();
    interact();
    setFrame(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    interact();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, frame };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start?.pointerId !== event.pointerId) return;
    setFrame(frameFromDrag(start.frame, event.clientX - start.x, total));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  const src = frames[frame] ?? frames[0];
  return (
    <div className={spinStyles.root}>
      <div className={spinStyles.stage}>
        <img
          className={spinStyles.picture}
          src={src}
          alt=""
          width={IMAGE_SIZE.width}
          height={IMAGE_SIZE.height}
          draggable={false}
        />
        {ready && (
          <div
            className={spinStyles.slider}
            role="slider"
            tabIndex={0}
            aria-label={`360° view of the ${title}`}
            aria-orientation="horizontal"
            aria-valuemin={0}
            aria-valuemax={total - 1}
            aria-valuenow={frame}
            aria-valuetext={spinAngleText(frame, total)}
            data-dragging={dragging || undefined}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          />
        )}
        {ready && !rotating && (
          <HotspotLayer key={frame} hotspots={hotspotsOnFrame(hotspots, frame)} onInteract={interact} />
        )}
      </div>
      <div className={spinStyles.bar}>
        <p className={spinStyles.status} role="status">
          {ready ? 'Drag or use the arrow keys to turn the car' : `Loading the 360° view: ${loaded} of ${total} frames`}
        </p>
        {ready && (
          <Button variant="secondary" size="sm" onPress={() => setRotating(!rotating)}>
            {rotating ? 'Pause rotation' : 'Play rotation'}
          </Button>
        )}
      </div>
    </div>
  );
}
