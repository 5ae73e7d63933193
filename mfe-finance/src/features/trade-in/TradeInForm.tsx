import { FIX_ERRORS_HEADING } from '@forecourt/shared/messages/catalogue';
import { css } from '@forecourt/shared/styled-system/css';
import type { TradeInAnswer } from '@forecourt/shared/trade-in/api';
import { AU_STATE_OPTIONS, TRADE_IN_CONDITION_OPTIONS } from '@forecourt/shared/trade-in/options';
import { TRADE_IN_API_PATH } from '@forecourt/shared/trade-in/paths';
import { Button } from '@forecourt/shared/ui/Button';
import { TextField } from '@forecourt/shared/ui/TextField';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  EMPTY_TRADE_IN_VALUES,
  errorList,
  TRADE_IN_FIELDS,
  type TradeInErrors,
  type TradeInField,
  type TradeInValues,
  tradeInFormErrors,
  tradeInRequestBody,
} from './form';
import { sendTradeIn } from './send';
import { tradeInStyles } from './styles';

const styles = {
  form: css({ display: 'grid', gap: '4' }),
  fields: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } }),
  alert: css({
    p: '3',
    borderRadius: 'md',
    borderWidth: 'thin',
    borderColor: 'danger',
    color: 'danger',
    bg: 'background',
  }),
  alertHeading: css({ m: '0', fontWeight: 'semibold' }),
  list: css({ m: '0', pl: '5' }),
};

const TEXT_FIELDS: readonly {
  field: TradeInField;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
}[] = [
  { field: 'name', autoComplete: 'given-name' },
  { field: 'last_name', autoComplete: 'family-name' },
  { field: 'postcode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { field: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'Rego' },
  { field: 'km', inputMode: 'numeric' },
];

type SelectField = 'regoState' | 'condition' | 'dealership_slug';

/** The empty first choice of the selects that start with none chosen. */
const NO_CHOICE_YET = { regoState: 'Select a state', dealership_slug: 'Please choose' } as const;

export interface TradeInFormProps {
  /** The hidden field: the car being bought, when the page names one. */
  carId: number | null;
  /** The dealerships to choose from, required (spec: 000 §5); empty: the form does not ask. */
  dealerships: readonly { id: string; label: string }[];
  /** Fields refused when the form was posted without JavaScript. */
  refusedFields: TradeInErrors;
  onValued: (answer: TradeInAnswer) => void;
}

/**
 * The trade-in form (spec: 001 §2, §5). Without JavaScript it posts its fields to `/api/trade-in`, which
 * answers by sending the browser back to this page with the valuation. With JavaScript the fields are
 * checked first (the list under 'Please fix the following errors:'), then sent as JSON and the
 * valuation shown in place.
 *
 * @example <TradeInForm carId={null} dealerships={[]} refusedFields={{}} onValued={setAnswer} />
 */
export function TradeInForm({ carId, dealerships, refusedFields, onValued }: TradeInFormProps) {
  const [values, setValues] = useState<TradeInValues>(EMPTY_TRADE_IN_VALUES);
  const [errors, setErrors] = useState<TradeInErrors>(refusedFields);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listed = errorList(errors);

  const change = (field: TradeInField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => (field in previous ? { ...previous, [field]: undefined } : previous));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problems = tradeInFormErrors(values, dealerships.length > 0);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setSending(true);
    const answer = await sendTradeIn(tradeInRequestBody(values, carId));
    setSending(false);
    if (answer.ok) onValued(answer.answer);
    else {
      setErrors(answer.fieldErrors);
      setFailure(answer.error);
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  const select = (field: SelectField, options: readonly { id: string; label: string }[]) => (
    <label className={tradeInStyles.selectField} htmlFor={`${id}-${field}`}>
      {TRADE_IN_FIELDS[field]}
      <select
        id={`${id}-${field}`}
        name={field}
        required
        className={tradeInStyles.select}
        value={values[field]}
        aria-invalid={errors[field] !== undefined ? true : undefined}
        onChange={(event) => change(field, event.currentTarget.value)}
      >
        {field !== 'condition' && <option value="">{NO_CHOICE_YET[field]}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      {errors[field] ? <span className={tradeInStyles.fieldError}>{errors[field]}</span> : null}
    </label>
  );

  return (
    <form
      className={styles.form}
      method="post"
      action={TRADE_IN_API_PATH}
      noValidate
      onSubmit={submit}
      aria-busy={sending}
    >
      {(listed.length > 0 || failure) && (
        <div ref={alertRef} className={styles.alert} role="alert" tabIndex={-1}>
          {listed.length > 0 && <p className={styles.alertHeading}>{FIX_ERRORS_HEADING}</p>}
          {listed.length > 0 && (
            <ul className={styles.list}>
              {listed.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {failure && listed.length === 0 ? <p className={styles.alertHeading}>{failure}</p> : null}
        </div>
      )}
      <input type="hidden" name="form" value="trade-in" />
      {carId !== null && <input type="hidden" name="car_id" value={carId} />}
      <div className={styles.fields}>
        {TEXT_FIELDS.map(({ field, type, autoComplete, inputMode }) => (
          <TextField
            key={field}
            label={TRADE_IN_FIELDS[field]}
            name={field}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            isRequired
            value={values[field]}
            onChange={(value) => change(field, value)}
            errorMessage={errors[field] || undefined}
            isInvalid={errors[field] !== undefined}
          />
        ))}
        {select('regoState', AU_STATE_OPTIONS)}
        {select('condition', TRADE_IN_CONDITION_OPTIONS)}
        {dealerships.length > 0 && select('dealership_slug', dealerships)}
      </div>
      <Button type="submit" variant="primary" isPending={sending}>
        Value my car
      </Button>
    </form>
  );
}
