import { CompareIcon, HeartIcon } from '@forecourt/shared/ui/Icons';
import { COUNT_VALUE_ATTRIBUTE, DEVICE_COUNT_ATTRIBUTE, DEVICE_COUNTS_ATTRIBUTE } from './device-counts-markup';

/**
 * How many cars the visitor keeps in the favourites and compare lists on this device. The lists live
 * in the browser, so the server renders this hidden and empty; the shell's client fills it in and
 * shows each count above zero (shell/src/client/device-counts.ts), and keeps it in step as any remote
 * on the page changes a list. Nothing is hydrated, so nothing can mismatch.
 * @example <DeviceCounts />
 */
export function DeviceCounts() {
  return (
    <p className="fc-device-counts" {...{ [DEVICE_COUNTS_ATTRIBUTE]: '' }} hidden>
      <span className="fc-device-count" {...{ [DEVICE_COUNT_ATTRIBUTE]: 'favourites' }} hidden>
        <HeartIcon className="fc-icon" />
        <span className="fc-visually-hidden">Favourites:</span> <span {...{ [COUNT_VALUE_ATTRIBUTE]: '' }}>0</span>
      </span>
      <span className="fc-device-count" {...{ [DEVICE_COUNT_ATTRIBUTE]: 'compare' }} hidden>
        <CompareIcon className="fc-icon" />
        <span className="fc-visually-hidden">Compare list:</span> <span {...{ [COUNT_VALUE_ATTRIBUTE]: '' }}>0</span>
      </span>
    </p>
  );
}
