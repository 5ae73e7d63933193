import { cx } from '@forecourt/shared/styled-system/css';
import { type ButtonVariantProps, button } from '@forecourt/shared/styled-system/recipes';
import { useEffect, useRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { watchOrphanAnnouncements } from './orphan-announcements';
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
  useClearPendingAnnouncement(props.isPending);
  return (
    <AriaButton
      {...props}
      // Only a submit button works without JavaScript; the others are hidden while it is off (the shell's global styles).
      data-fc-needs-js={props.type === 'submit' ? undefined : ''}
      className={composeRenderProps(className, (own) => cx(button({ variant, size }), own))}
    />
  );
}

/**
 * RAC announces a focused button going pending with a log entry that names the button by id
 * (`role="img"`, `aria-labelledby`), kept for 7 s. A form that swaps its pending button for the result
 * (a receipt, a valuation) removes that id, leaving a nameless image in the page (axe: role-img-alt).
 * When a button that has been pending unmounts, entries naming a missing element are removed, now and
 * as they land for as long as the log keeps them.
 */
function useClearPendingAnnouncement(isPending: boolean | undefined): void {
  const wasPending = useRef(false);
  useEffect(() => {
    if (isPending) wasPending.current = true;
  }, [isPending]);
  useEffect(
    () => () => {
      if (wasPending.current) watchOrphanAnnouncements();
    },
    [],
  );
}
