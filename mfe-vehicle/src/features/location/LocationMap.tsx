import type { LocationMapView } from '@forecourt/shared/locations/map';
import { css } from '@forecourt/shared/styled-system/css';
import { LandMap } from '@forecourt/shared/ui/LandMap';
import { locationLink } from './link-style';

const styles = {
  figure: css({ m: '0', display: 'grid', gap: '2', maxWidth: '600px' }),
};

/**
 * The dealer location on a map (issue 26: drawn on the server as SVG, no script, no tiles): the kit's map of
 * the location, and a link out to directions, the one thing on it to reach by keyboard.
 * @example renderToStaticMarkup(<LocationMap map={locationMapOf(place)} name={place.name} />) // location-view.ts
 */
export function LocationMap({ map, name }: { map: LocationMapView; name: string }) {
  return (
    <figure className={styles.figure}>
      <LandMap map={map} />
      <figcaption>
        <a className={locationLink} href={map.directionsHref} target="_blank" rel="noopener noreferrer">
          {`Get directions to ${name}`}
        </a>
      </figcaption>
    </figure>
  );
}
