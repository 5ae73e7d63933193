import { cx } from '@forecourt/shared/styled-system/css';
import { field, selectPopover } from '@forecourt/shared/styled-system/recipes';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  FieldError,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components/Select';
import { ChevronIcon } from './Icons';
import type { LabelledFieldProps } from './TextField';

/** One choice of a {@link Select}. */
export interface SelectOption {
  /** What is selected and submitted. */
  id: string;
  /** What the visitor reads. */
  label: string;
}

export type SelectProps = Omit<AriaSelectProps<SelectOption, 'single'>, 'children' | 'className' | 'items'> &
  LabelledFieldProps & {
    options: readonly SelectOption[];
  };

/**
 * react-aria-components' `Select` (a button that opens a list box) with the kit's label, description
 * and error (the `field` recipe; its list: `selectPopover`). Controlled with `value`/`onChange` (the
 * option id, or null for none) or `defaultValue`; keyboard: Enter/Space/arrows open, type-ahead picks.
 *
 * @example <Select label="Location" options={[{ id: 'parramatta', label: 'Parramatta' }]} value={location} onChange={setLocation} />
 */
export function Select({ label, description, errorMessage, className, isInvalid, options, ...props }: SelectProps) {
  return (
    <AriaSelect
      validationBehavior="aria"
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(field(), className)}
    >
      <Label>{label}</Label>
      <Button>
        <SelectValue />
        <ChevronIcon direction="right" size={16} />
      </Button>
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={selectPopover()}>
        <ListBox items={options}>{(option) => <ListBoxItem id={option.id}>{option.label}</ListBoxItem>}</ListBox>
      </Popover>
    </AriaSelect>
  );
}

export type { Key };
