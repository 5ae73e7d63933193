import { cx } from '@forecourt/shared/styled-system/css';
import { field } from '@forecourt/shared/styled-system/recipes';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import type { TextFieldProps } from './TextField';

export type TextAreaProps = Omit<TextFieldProps, 'type'> & {
  /** Visible rows of text (default 4). */
  rows?: number;
};

/**
 * A multi-line text field: react-aria-components' `TextField` around a `TextArea`, with the kit's
 * label, description and error (the `field` recipe), like {@link TextField}.
 *
 * @example <TextArea label="Comments" name="message" isRequired value={message} onChange={setMessage} errorMessage={errors.message} />
 */
export function TextArea({
  label,
  description,
  errorMessage,
  className,
  isInvalid,
  rows = 4,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(field(), className)}
    >
      <Label>{label}</Label>
      <AriaTextArea rows={rows} />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
