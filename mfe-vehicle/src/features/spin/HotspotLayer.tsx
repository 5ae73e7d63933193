import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import type { PlacedHotspot } from '@forecourt/shared/vehicle/spin';
import { useId, useState } from 'react';

const styles = {
  layer: css({ position: 'absolute', inset: '0', pointerEvents: 'none' }),
  spot: css({
    position: 'absolute',
    transform: 'translate(-50%, -50%)',
    display: 'grid',
    justifyItems: 'center',
    gap: '1',
    pointerEvents: 'auto',
  }),
  marker: css({ borderRadius: 'full', width: 'control.sm', px: '0', fontSize: 'lg' }),
  description: css({
    m: '0',
    px: '3',
    py: '1',
    maxWidth: '14rem',
    borderRadius: 'md',
    bg: 'background',
    color: 'text',
    fontSize: 'sm',
    boxShadow: 'lg',
    whiteSpace: 'nowrap',
    _highContrast: { borderWidth: 'thin', borderStyle: 'solid', borderColor: 'CanvasText' },
  }),
};

export interface HotspotLayerProps {
  hotspots: PlacedHotspot[];
  /** Called when a hotspot is pressed (the spin stops rotating). */
  onInteract?: () => void;
}

/**
 * The features marked on the picture shown: a round button on each, named by its description, which
 * shows the description beside it when pressed (and hides it on a second press). Positions are inline
 * styles, which the page's CSP allows only when set from script: this renders in the browser only
 * (inside the on-demand viewers), never in server HTML.
 * @example <HotspotLayer hotspots={hotspotsOnFrame(hotspots, frame)} />
 */
export function HotspotLayer({ hotspots, onInteract }: HotspotLayerProps) {
  const [open, setOpen] = useState<string | null>(null);
  const idPrefix = useId();
  if (hotspots.length === 0) return null;
  return (
    <div className={styles.layer}>
      {hotspots.map(({ description, x, y }, position) => {
        const isOpen = open === description;
        const descriptionId = `${idPrefix}-${position}`;
        return (
          <span key={description} className={styles.spot} style={{ left: `${x * 100}%`, top: `${y * 100}%` }}>
            <Button
              className={styles.marker}
              size="sm"
              aria-label={description}
              aria-expanded={isOpen}
              aria-controls={isOpen ? descriptionId : undefined}
              onPress={() => {
                onInteract?.();
                setOpen(isOpen ? null : description);
              }}
            >
              <span aria-hidden="true">+</span>
            </Button>
            {isOpen && (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            )}
          </span>
        );
      })}
    </div>
  );
}
