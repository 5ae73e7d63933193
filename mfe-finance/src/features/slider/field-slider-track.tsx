import { cx } from '@forecourt/shared/styled-system/css';
import { rangeSlider } from '@forecourt/shared/styled-system/recipes';
import {
  Slider as AriaSlider,
  type SliderProps as AriaSliderProps,
  SliderFill,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components/Slider';

export interface FieldSliderTrackProps
  extends Omit<AriaSliderProps<number>, 'children' | 'className' | 'value' | 'onChange' | 'aria-label'> {
  'aria-label': string;
  value: number;
  onChange: (value: number) => void;
  className?: string;
}

/**
 * FieldSlider's slider itself: react-aria-components' `Slider`, one thumb, the kit's slider look. Its own
 * module so FieldSlider loads it after the page has hydrated.
 * @example <FieldSliderTrack aria-label="Loan term (years)" minValue={1} maxValue={7} value={5} onChange={setTerm} />
 */
export function FieldSliderTrack({ className, ...props }: FieldSliderTrackProps) {
  return (
    <AriaSlider {...props} className={cx(rangeSlider(), className)}>
      <SliderTrack>
        <SliderFill />
        <SliderThumb aria-label={props['aria-label']} />
      </SliderTrack>
    </AriaSlider>
  );
}
