import { cx } from '@forecourt/shared/styled-system/css';
import { field } from '@forecourt/shared/styled-system/recipes';
import { useRef } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
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

export type TextFieldProps = Omit<AriaTextFieldProps, 'children' | 'className'> & LabelledFieldProps;

/**
 * react-aria-components' `TextField` with a visible label, a description and an error message, in the
 * kit's look (the `field` recipe). Every RAC prop works (`value`/`onChange`, `type`, `name`,
 * `autoComplete`, `isRequired`…). Validation is the caller's: `errorMessage` marks the field invalid
 * and shows the text; `validationBehavior` defaults to `aria`, so the browser never blocks a submit.
 * Text typed into a server-rendered field before the page hydrated reaches `onChange` on mount.
 *
 * @example <TextField label="Email" type="email" name="email" isRequired value={email} onChange={setEmail} errorMessage={errors.email} />
 */
export function TextField({ label, description, errorMessage, className, isInvalid, ...props }: TextFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, props.value, props.onChange);
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(field(), className)}
    >
      <Label>{label}</Label>
      <Input ref={inputRef} />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
