import { useRef } from 'react';
import { Input } from 'react-aria-components/Input';
import { LabelledTextField, type LabelledTextFieldProps } from './labelled-text-field';

export type { LabelledFieldProps } from './labelled-text-field';

export type TextFieldProps = LabelledTextFieldProps & {
  /** A sample of what to type (spec: 001 §5 "placeholder '1234'"); never instead of the label. */
  placeholder?: string;
  /** The unit shown after the input, e.g. " kms" (spec: 001 §4); the label names the unit for a screen reader. */
  suffix?: string;
};

/**
 * react-aria-components' `TextField` with a visible label, a description and an error message, in the
 * kit's look (the `field` recipe). Every RAC prop works (`value`/`onChange`, `type`, `name`,
 * `autoComplete`, `isRequired`…). Validation is the caller's: `errorMessage` marks the field invalid
 * and shows the text; `validationBehavior` defaults to `aria`, so the browser never blocks a submit.
 * Text typed into a server-rendered field before the page hydrated reaches `onChange` on mount.
 *
 * @example <TextField label="Email" type="email" name="email" isRequired value={email} onChange={setEmail} errorMessage={errors.email} />
 */
export function TextField({ placeholder, suffix, ...props }: TextFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const input = <Input ref={inputRef} placeholder={placeholder} />;
  return (
    <LabelledTextField {...props} controlRef={inputRef}>
      {suffix ? (
        <span data-suffix="">
          {input}
          <span aria-hidden="true">{suffix}</span>
        </span>
      ) : (
        input
      )}
    </LabelledTextField>
  );
}
