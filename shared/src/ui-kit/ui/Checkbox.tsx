import { cx } from '@forecourt/shared/styled-system/css';
import { checkbox } from '@forecourt/shared/styled-system/recipes';
import type { ReactNode } from 'react';
import {
  CheckboxField as AriaCheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
  CheckboxButton,
  FieldError,
} from 'react-aria-components/Checkbox';

export type CheckboxProps = Omit<AriaCheckboxFieldProps, 'children' | 'className'> & {
  /** The label beside the box (text or inline content such as a link). */
  children: ReactNode;
  /** The checkbox's problem, shown under it; marks it invalid. */
  errorMessage?: string;
  className?: string;
};

function Tick() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * react-aria-components' `CheckboxField` + `CheckboxButton` in the kit's look (the `checkbox` recipe):
 * the box and its label are one target, the error sits below. Controlled with
 * `isSelected`/`onChange` or uncontrolled with `defaultSelected`; `name` and `value` submit with a form.
 *
 * @example <Checkbox name="opt_in" isSelected={optIn} onChange={setOptIn}>Keep me up to date with offers</Checkbox>
 */
export function Checkbox({ children, errorMessage, className, isInvalid, ...props }: CheckboxProps) {
  return (
    <AriaCheckboxField
      validationBehavior="aria"
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(checkbox(), className)}
    >
      <CheckboxButton>
        {({ isSelected }) => (
          <>
            <span className="fc-ui-checkbox__box">{isSelected ? <Tick /> : null}</span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxField>
  );
}
