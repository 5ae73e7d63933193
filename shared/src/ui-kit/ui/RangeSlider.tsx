import { cx } from '@forecourt/shared/styled-system/css';
import { rangeSlider } from '@forecourt/shared/styled-system/recipes';
import {
  Slider as AriaSlider,
  type SliderProps as AriaSliderProps,
  Label,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components/Slider';

export interface RangeSliderProps extends Omit<AriaSliderProps<number[]>, 'children' | 'className'> {
  /** The visible label, e.g. "Price". */
  label: string;
  /** Each thumb's accessible name, e.g. ["Minimum price", "Maximum price"]. */
  thumbLabels: readonly [string, string];
  className?: string;
}

/**
 * react-aria-components' `Slider` with two thumbs and the kit's look (the `rangeSlider` recipe): a
 * label, the selected range as text (formatted with `formatOptions`), and a track whose thumbs move
 * by `step` with pointer or arrow keys. Controlled with `value`/`onChange` (or `onChangeEnd`).
 * RAC positions thumbs with inline styles, which the page's CSP forbids in server HTML: render it in
 * the browser only (after mount).
 *
 * @example <RangeSlider label="Price" thumbLabels={['Minimum price', 'Maximum price']} minValue={0} maxValue={100000} step={1000} value={[0, 50000]} onChange={setValue} />
 */
export function RangeSlider({ label, thumbLabels, className, ...props }: RangeSliderProps) {
  return (
    <AriaSlider {...props} className={cx(rangeSlider(), className)}>
      <Label>{label}</Label>
      <SliderOutput>{({ state }) => `${state.getThumbValueLabel(0)} – ${state.getThumbValueLabel(1)}`}</SliderOutput>
      <SliderTrack>
        <SliderFill />
        <SliderThumb index={0} aria-label={thumbLabels[0]} />
        <SliderThumb index={1} aria-label={thumbLabels[1]} />
      </SliderTrack>
    </AriaSlider>
  );
}
