import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextField } from 'react-aria-components/TextField';

// One labelled text field of the shell's plain HTML forms (sign-in, the site pages' lead forms): a
// react-aria TextField, so its label, description and server-sent error are wired by construction.

/**
 * A labelled text input with an optional description and the error react-aria's Form hands it.
 * @example <Field name="email" label="Email" type="email" value="" autoComplete="email" isRequired />
 */
export function Field(props: {
  type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  name: string;
  label: string;
  value: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  description?: string;
  isReadOnly?: boolean;
  isRequired?: boolean;
  maxLength?: number;
}) {
  return (
    <TextField
      className="fc-field"
      name={props.name}
      type={props.type ?? 'text'}
      defaultValue={props.value}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      isReadOnly={props.isReadOnly}
      maxLength={props.maxLength}
      isRequired={props.isRequired}
    >
      <Label className="fc-field__label">{props.label}</Label>
      <Input className="fc-field__input" />
      {props.description ? (
        <Text slot="description" className="fc-field__description">
          {props.description}
        </Text>
      ) : null}
      <FieldError className="fc-field__error" />
    </TextField>
  );
}
