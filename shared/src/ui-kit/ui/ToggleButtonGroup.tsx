import { cx } from '@forecourt/shared/styled-system/css';
import { toggleButtonGroup } from '@forecourt/shared/styled-system/recipes';
import type { ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  ToggleButtonGroup as AriaToggleButtonGroup,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
} from 'react-aria-components/ToggleButtonGroup';
import { ToggleButton, type ToggleButtonProps } from './ToggleButton';

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

/** One option of a {@link ChipChoice}: its id and what its chip says. */
export interface ChipChoiceOption<K extends string> {
  id: K;
  label: ReactNode;
}

export interface ChipChoiceProps<K extends string> {
  'aria-label': string;
  options: readonly ChipChoiceOption<K>[];
  /** The option chosen: always one. */
  selected: K;
  onSelect: (id: K) => void;
  /** More props for an option's chip (e.g. `aria-controls`, a prefetch on hover or focus). */
  chipProps?: (id: K) => Omit<ToggleButtonProps, 'id' | 'variant' | 'children'>;
}

/**
 * One of a few options as a radio group of chips (a {@link ToggleButtonGroup} with one option always
 * chosen; arrow keys move between them): the one control of the gallery's views, the hours by department
 * and the budget finder's body types and repayments. `onSelect` gets only ids of `options`.
 *
 * @example <ChipChoice aria-label="View" options={[{ id: 'gallery', label: 'Gallery' }]} selected={mode} onSelect={setMode} />
 */
export function ChipChoice<K extends string>({
  options,
  selected,
  onSelect,
  chipProps,
  'aria-label': label,
}: ChipChoiceProps<K>) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selected]}
      onSelectionChange={(keys) => {
        const chosen = options.find((option) => keys.has(option.id));
        if (chosen) onSelect(chosen.id);
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option.id} {...chipProps?.(option.id)} id={option.id} variant="chip">
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
