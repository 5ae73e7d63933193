import { cx } from '@forecourt/shared/styled-system/css';
import { toggleButtonGroup } from '@forecourt/shared/styled-system/recipes';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  ToggleButtonGroup as AriaToggleButtonGroup,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
} from 'react-aria-components/ToggleButtonGroup';

export type ToggleButtonGroupProps = AriaToggleButtonGroupProps;

/**
 * react-aria-components' `ToggleButtonGroup` with the kit's look (the `toggleButtonGroup` recipe): the
 * kit's `ToggleButton`s inside, each with an `id`. With `selectionMode="single"` it is a radio group
 * (arrow keys move between the buttons); `selectedKeys`/`onSelectionChange` control it, and
 * `disallowEmptySelection` keeps one chosen. Give it an `aria-label`.
 *
 * @example <ToggleButtonGroup aria-label="View" selectionMode="single" disallowEmptySelection selectedKeys={[mode]} onSelectionChange={(keys) => …}><ToggleButton id="gallery" variant="chip">Gallery</ToggleButton>…</ToggleButtonGroup>
 */
export function ToggleButtonGroup({ className, ...props }: ToggleButtonGroupProps) {
  return (
    <AriaToggleButtonGroup
      {...props}
      className={composeRenderProps(className, (own) => cx(toggleButtonGroup(), own))}
    />
  );
}
