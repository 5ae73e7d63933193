import { cx } from '@forecourt/shared/styled-system/css';
import { rangeSlider } from '@forecourt/shared/styled-system/recipes';
import { type ComponentType, useEffect, useState } from 'react';
import type { FieldSliderTrackProps } from './field-slider-track';

export type FieldSliderProps = FieldSliderTrackProps;

/**
 * A one-thumb slider beside a number field holding the same value (spec: 001 "slider" inputs: the
 * calculator's amount, the quick estimate's term, the budget): react-aria-components' `Slider` in the
 * kit's slider look, named like its field (a screen reader says "slider"), moved with pointer or arrow
 * keys by `step`. The field is the control that works without JavaScript, and the slider only adds to
 * it: RAC places the thumb with inline styles, which the CSP forbids in server HTML, so its code (about
 * 5 KiB brotli) is fetched once the island has hydrated, off the page's first load, into a track-high
 * box the server reserves (nothing below moves when it comes).
 *
 * @example <FieldSlider aria-label="Loan term (years)" minValue={1} maxValue={7} step={1} value={term} onChange={setTerm} />
 */
export function FieldSlider(props: FieldSliderProps) {
  const [Track, setTrack] = useState<ComponentType<FieldSliderTrackProps> | null>(null);
  useEffect(() => {
    let live = true;
    import('./field-slider-track')
      .then((module) => {
        if (live) setTrack(() => module.FieldSliderTrack);
      })
      // The field still works: the slider is only a second way to set it (spec: "slider failures: logged only").
      .catch((error: unknown) => console.error('[fc] the slider could not load', error));
    return () => {
      live = false;
    };
  }, []);
  if (!Track) return <div className={cx(rangeSlider(), props.className)} data-fc-slider-placeholder="" />;
  return <Track {...props} />;
}
