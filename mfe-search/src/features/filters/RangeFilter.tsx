import { SLIDER_DEBOUNCE_MS } from '@forecourt/shared/search/constants';
import { moveSliderThumb } from '@forecourt/shared/search/slider-thumbs';
import { css } from '@forecourt/shared/styled-system/css';
import { RangeSlider } from '@forecourt/shared/ui/RangeSlider';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import type { SearchIntent } from '../search-page/intents';
import { useMounted } from '../search-page/use-mounted';
import { isPlainClick } from '../search-page/use-search';
import { RANGE_FORMATS } from './range-format';
import type { RangeView } from './range-view';

const styles = {
  root: css({ display: 'grid', gap: '1', py: '3', borderBottomWidth: 'thin', borderColor: 'border' }),
  // Before the slider mounts (and without JavaScript): the label and the range as text, one line high.
  summary: css({ display: 'flex', justifyContent: 'space-between', gap: '2', m: '0', minHeight: '12' }),
  label: css({ fontSize: 'sm', fontWeight: 'semibold' }),
  value: css({ fontSize: 'sm', color: 'mutedText' }),
  clear: css({
    justifySelf: 'start',
    fontSize: 'sm',
    color: 'primary',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _focusVisible: { focusRing: 'outside' },
  }),
};

/**
 * The thumbs after a move: the moved thumb where react-aria put it, through the shared thumb rule (a
 * step short of the other thumb: they never meet, spec: 001 §4), the other exactly where it was.
 * react-aria snaps every value to the step grid on each change, which would move an untouched thumb
 * off a bound that is not on the grid (e.g. a top price of $384,990 to $384,000) and so refine it.
 * @example movedThumbValues(range, [4990, 384990], [8000, 384000]) // [8000, 384990]
 */
export function movedThumbValues(
  range: Pick<RangeView, 'attribute' | 'bounds'>,
  current: readonly number[],
  next: readonly number[],
): number[] {
  const [low = 0, high = 0] = current;
  const [nextLow = low, nextHigh = high] = next;
  const thumb = Math.abs(nextLow - low) >= Math.abs(nextHigh - high) ? 'min' : 'max';
  const value = thumb === 'min' ? nextLow : nextHigh;
  const moved = moveSliderThumb(range.attribute, thumb, value, { min: low, max: high }, range.bounds);
  return [moved.min, moved.max];
}

export interface RangeFilterProps {
  range: RangeView;
  dispatch: (intent: SearchIntent) => Promise<void>;
}

/**
 * A range slider of the sidebar (price, kilometres, year). The thumbs move at once; the search
 * refines 400 ms after the last move (spec: 000 §5), through the shared slider rules (rounding to
 * 1000 for price and km, min ≤ max, an end at its bound left open). The slider needs JavaScript, so
 * the server renders the range as text.
 * @example <RangeFilter range={range} dispatch={dispatch} />
 */
export function RangeFilter({ range, dispatch }: RangeFilterProps) {
  const mounted = useMounted();
  const { min, max } = range.values;
  const [values, setValues] = useState<number[]>([min, max]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A new search (back, clear, another filter) moves the thumbs to what it refines.
  useEffect(() => setValues([min, max]), [min, max]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (next: number[]) => {
    const moved = movedThumbValues(range, values, next);
    setValues(moved);
    clearTimeout(timer.current);
    const [low = min, high = max] = moved;
    timer.current = setTimeout(() => {
      void dispatch({
        type: 'slide',
        attribute: range.attribute,
        values: { min: low, max: high },
        bounds: range.bounds,
      });
    }, SLIDER_DEBOUNCE_MS);
  };
  const onClear = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    clearTimeout(timer.current);
    void dispatch({ type: 'refine', change: { type: 'setRange', attribute: range.attribute, range: null } });
  };
  const noun = range.label.toLowerCase();

  return (
    <div className={styles.root}>
      {mounted ? (
        <RangeSlider
          label={range.label}
          thumbLabels={[`Minimum ${noun}`, `Maximum ${noun}`]}
          minValue={range.bounds.min}
          maxValue={range.bounds.max}
          step={range.step}
          value={values}
          onChange={onChange}
          formatOptions={RANGE_FORMATS[range.unit]}
        />
      ) : (
        <p className={styles.summary}>
          <span className={styles.label}>{range.label}</span>
          <span className={styles.value}>{range.summary}</span>
        </p>
      )}
      {range.clearHref && (
        <a className={styles.clear} href={range.clearHref} rel="nofollow" onClick={onClear}>
          {`Any ${noun}`}
        </a>
      )}
    </div>
  );
}
