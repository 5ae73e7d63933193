import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';
import { locationLink } from './link-style';
import type { LocationMapView } from './map-view';

const styles = {
  figure: css({ m: '0', display: 'grid', gap: '2', maxWidth: '600px' }),
  map: css({ display: 'block', width: 'full', height: 'auto', borderRadius: 'md', borderWidth: '1px' }),
  sea: css({ fill: 'primary', fillOpacity: 0.12 }),
  land: css({ fill: 'surface', stroke: 'border', strokeWidth: '1', strokeLinejoin: 'round' }),
  pin: css({ fill: 'primary', stroke: 'primaryContrast', strokeWidth: '2' }),
  pinHole: css({ fill: 'primaryContrast', stroke: 'none' }),
};

/** A map pin 32 px tall whose point is at the origin. */
const PIN_PATH = 'M0 0C-4-8-11-14-11-21a11 11 0 1 1 22 0C11-14 4-8 0 0Z';

/**
 * The dealer location on a map (issue 26: drawn on the server as SVG, no script, no tiles): an image
 * named by the location and its address, the location pinned in the middle, and a link out to
 * directions, the one thing on it to reach by keyboard.
 * @example renderToStaticMarkup(<LocationMap map={locationMapOf(place)} name={place.name} />) // location-view.ts
 */
export function LocationMap({ map, name }: { map: LocationMapView; name: string }) {
  const titleId = useId();
  return (
    <figure className={styles.figure}>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${map.width} ${map.height}`}
        width={map.width}
        height={map.height}
        className={styles.map}
      >
        <title id={titleId}>{map.label}</title>
        <rect width={map.width} height={map.height} className={styles.sea} />
        <path d={map.land} className={styles.land} />
        <g transform={`translate(${map.pin.x} ${map.pin.y})`} className={styles.pin}>
          <path d={PIN_PATH} />
          <circle cy={-21} r={4} className={styles.pinHole} />
        </g>
      </svg>
      <figcaption>
        <a className={locationLink} href={map.directionsHref} target="_blank" rel="noopener noreferrer">
          {`Get directions to ${name}`}
        </a>
      </figcaption>
    </figure>
  );
}
