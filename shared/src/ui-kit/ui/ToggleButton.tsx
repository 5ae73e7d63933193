import { cx } from '@forecourt/shared/styled-system/css';
import { type ToggleButtonVariantProps, toggleButton } from '@forecourt/shared/styled-system/recipes';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components/ToggleButton';
import type { PlainVariantProps } from './variant-props';

export type ToggleButtonProps = AriaToggleButtonProps & PlainVariantProps<ToggleButtonVariantProps>;

/**
 * react-aria-components' `ToggleButton` with the kit's look: a gallery thumbnail (`variant="thumbnail"`,
 * the default) or a filter chip (`variant="chip"`). Controlled with `isSelected`/`onChange` or
 * uncontrolled with `defaultSelected`; RAC renders `aria-pressed` and `[data-selected]`, which the
 * `toggleButton` recipe styles. Give an image-only thumbnail an `aria-label`.
 *
 * @example <ToggleButton aria-label="Photo 2 of 12" isSelected={i === 1} onChange={() => select(1)}><img … alt="" /></ToggleButton>
 */
export function ToggleButton({ variant, className, ...props }: ToggleButtonProps) {
  return (
    <AriaToggleButton
      {...props}
      // Nothing toggles without JavaScript: hidden while it is off (the shell's global styles).
      data-fc-needs-js=""
      className={composeRenderProps(className, (own) => cx(toggleButton({ variant }), own))}
    />
  );
}
