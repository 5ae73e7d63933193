import { cx } from '@forecourt/shared/styled-system/css';
import { field } from '@forecourt/shared/styled-system/recipes';
import type { ReactNode, RefObject } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField';
import { useTypedBeforeHydration } from './typed-before-hydration';

/** What the kit's labelled fields add to react-aria's: a visible label, help text and an error. */
export interface LabelledFieldProps {
  /** The visible label, which names the control. */
  label: string;
  /** Help text under the control (`aria-describedby`). */
  description?: string;
  /** The field's problem, shown under it; marks the field invalid (`aria-invalid`, `aria-describedby`). */
  errorMessage?: string;
  className?: string;
}

export type LabelledTextFieldProps = Omit<AriaTextFieldProps, 'children' | 'className'> & LabelledFieldProps;

/**
 * The frame of the kit's text fields (TextField, TextArea): react-aria's `TextField` in the `field`
 * recipe with the label, the control (`children`: an `Input` or a `TextArea` holding `controlRef`), the
 * description and the error. Validation is the caller's (`validationBehavior` `aria`); text typed into
 * a server-rendered control before the page hydrated reaches `onChange` on mount.
 * @example <LabelledTextField {...props} controlRef={inputRef}><Input ref={inputRef} /></LabelledTextField>
 */
export function LabelledTextField({
  label,
  description,
  errorMessage,
  className,
  isInvalid,
  controlRef,
  children,
  ...props
}: LabelledTextFieldProps & {
  controlRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  children: ReactNode;
}) {
  useTypedBeforeHydration(controlRef, props.value, props.onChange);
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(field(), className)}
    >
      <Label>{label}</Label>
      {children}
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
