import { cx } from '@forecourt/shared/styled-system/css';
import { type ButtonVariantProps, button } from '@forecourt/shared/styled-system/recipes';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import type { PlainVariantProps } from './variant-props';

export type ButtonProps = AriaButtonProps & PlainVariantProps<ButtonVariantProps>;

/**
 * react-aria-components' `Button` with the kit's look: wraps, doesn't fork. Every RAC prop works as
 * documented (`onPress`, `isDisabled`, `isPending`, `type`, render-prop `className` and children);
 * `variant` and `size` pick the `button` recipe (shared/src/ui-kit/theme/recipes/button.ts), whose styles
 * follow RAC's `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]` and `[data-disabled]`.
 *
 * @example <Button variant="secondary" onPress={() => setOpen(true)}>Enquire</Button>
 */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      // Only a submit button works without JavaScript; the others are hidden while it is off (the shell's global styles).
      data-fc-needs-js={props.type === 'submit' ? undefined : ''}
      className={composeRenderProps(className, (own) => cx(button({ variant, size }), own))}
    />
  );
}
