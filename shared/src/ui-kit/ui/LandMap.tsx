import type { LocationMapView } from '@forecourt/shared/locations/map';
import { css, cx } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';

// A location on its map, drawn as SVG on the server (no script, no tiles): the sea, the land the remote kit's
// `locationMapOf` drew, and the location pinned. An image named by the location and its address.

const styles = {
  map: css({ display: 'block', width: 'full', height: 'auto', borderRadius: 'md', borderWidth: '1px' }),
  sea: css({ fill: 'primary', fillOpacity: 0.12 }),
  land: css({ fill: 'surface', stroke: 'border', strokeWidth: '1', strokeLinejoin: 'round' }),
  pin: css({ fill: 'primary', stroke: 'primaryContrast', strokeWidth: '2' }),
  pinHole: css({ fill: 'primaryContrast', stroke: 'none' }),
};

/** A map pin 32 px tall whose point is at the origin. */
const PIN_PATH = 'M0 0C-4-8-11-14-11-21a11 11 0 1 1 22 0C11-14 4-8 0 0Z';

export interface LandMapProps {
  map: LocationMapView;
  className?: string | undefined;
}

/**
 * The map of one location.
 * @example <LandMap map={locationMapOf(place)} /> // <svg role="img" aria-labelledby=…><title>Map of …</title>…
 */
export function LandMap({ map, className }: LandMapProps) {
  const titleId = useId();
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${map.width} ${map.height}`}
      width={map.width}
      height={map.height}
      className={cx(styles.map, className)}
    >
      <title id={titleId}>{map.label}</title>
      <rect width={map.width} height={map.height} className={styles.sea} />
      <path d={map.land} className={styles.land} />
      <g transform={`translate(${map.pin.x} ${map.pin.y})`} className={styles.pin}>
        <path d={PIN_PATH} />
        <circle cy={-21} r={4} className={styles.pinHole} />
      </g>
    </svg>
  );
}
