import type { RecipeConfig } from '@pandacss/dev';
import { focusRing } from '../focus-ring';

/** Thumb size: 24 px, the WCAG 2.2 minimum target (2.5.8). */
const THUMB = '6';

/**
 * A 4 px bar across its box, centred vertically: the rail (in the track) and the fill between the thumbs.
 * @example '& .react-aria-SliderFill': { _before: centredBar('primary') }
 */
function centredBar(bg: 'border' | 'primary') {
  return {
    content: '""',
    position: 'absolute',
    insetInline: '0',
    top: '50%',
    height: '1',
    mt: '-0.125rem',
    borderRadius: 'full',
    bg,
  } as const;
}

/**
 * The kit's sliders (shared/src/ui-kit/ui/RangeSlider, FieldSlider): label and value on one line, the track below.
 * Its parts are react-aria-components' own elements, styled here through their default class names
 * (`react-aria-SliderTrack`, …) so the component passes no class to each. RAC positions the thumbs
 * and the fill with inline styles it sets from script, which is why the slider renders in the
 * browser only (a server-rendered `style` attribute is blocked by the CSP).
 */
export const rangeSliderRecipe = {
  className: 'ui-range-slider',
  description: 'Sliders: two-thumb ranges and one-thumb field sliders',
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'baseline',
    columnGap: '2',
    rowGap: '1',
    width: 'full',
    color: 'text',
    '& .react-aria-Label': { fontSize: 'sm', fontWeight: 'semibold' },
    '& .react-aria-SliderOutput': { fontSize: 'sm', color: 'mutedText', textAlign: 'end' },
    '& .react-aria-SliderTrack': {
      gridColumn: '1 / -1',
      position: 'relative',
      height: THUMB,
      mx: '3',
      // The rail, centred in the track.
      _before: centredBar('border'),
    },
    // RAC sizes the fill to the track's height between the thumbs; the bar is drawn inside it.
    '& .react-aria-SliderFill': {
      _before: centredBar('primary'),
    },
    // RAC centres each thumb on its value (translate -50% both ways).
    '& .react-aria-SliderThumb': {
      top: '50%',
      width: THUMB,
      height: THUMB,
      borderRadius: 'full',
      borderWidth: 'thick',
      borderStyle: 'solid',
      borderColor: 'primary',
      bg: 'background',
      boxShadow: 'sm',
      cursor: 'grab',
      '&[data-dragging]': { bg: 'primary', cursor: 'grabbing' },
      _focusVisible: focusRing,
      _highContrast: { borderColor: 'ButtonText', '&[data-dragging]': { bg: 'Highlight' } },
    },
    '&[data-disabled]': { opacity: 0.5 },
    // A one-thumb slider's box before it mounts (FieldSlider): the track's height, so nothing moves when it comes.
    '&[data-fc-slider-placeholder]': { height: THUMB },
  },
} satisfies RecipeConfig;
