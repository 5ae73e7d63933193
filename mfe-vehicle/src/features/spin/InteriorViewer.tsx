import { hotspotsOnStill, type SpinHotspot } from '@forecourt/shared/vehicle/spin';
import { IMAGE_SIZE } from '../gallery/Slide';
import { HotspotLayer } from './HotspotLayer';
import { spinStyles } from './styles';

export interface InteriorViewerProps {
  src: string;
  /** Interior hotspots; each shows at its first position. */
  hotspots: SpinHotspot[];
  /** The car's title, for the picture's alternative text. */
  title: string;
}

/**
 * The interior view: the interior picture with its hotspots as buttons that show their descriptions.
 * Loaded on demand (spin/loaders.ts) over the server's plain picture, because the hotspots are placed
 * with inline styles, which the page's CSP allows only from script.
 * @example <InteriorViewer src={interior.src} hotspots={interior.hotspots} title={title} />
 */
export function InteriorViewer({ src, hotspots, title }: InteriorViewerProps) {
  return (
    <div className={spinStyles.stage}>
      <img
        className={spinStyles.picture}
        src={src}
        alt={`${title}, interior`}
        width={IMAGE_SIZE.width}
        height={IMAGE_SIZE.height}
      />
      <HotspotLayer hotspots={hotspotsOnStill(hotspots)} />
    </div>
  );
}
