import { css } from '@forecourt/shared/styled-system/css';
import { plainForm } from '@forecourt/shared/styled-system/recipes';
import { useId } from 'react';

// Which dealership a finance application without a car is for, on a site of several (spec: 000 §5 "dealership
// select required when the site has several dealerships"). A native select, as every plain form's is: it works
// before the island hydrates and with JavaScript off (the form then posts it to /api/leads as it is).

const parts = plainForm();
const errorText = css({ color: 'danger', fontSize: 'sm', fontWeight: 'normal' });
/** The kit fields' required mark (the field recipe's ` *` after a required label), drawn by CSS: `required` says it. */
const requiredMark = css({ '&::after': { content: '" *"', color: 'danger' } });

/**
 * The required dealership choice, labelled, its error (if any) read with it.
 * @example <DealershipChoice dealerships={data.dealerships} value="" onChange={setDealership} />
 */
export function DealershipChoice({
  dealerships,
  value,
  errorMessage,
  onChange,
}: {
  dealerships: readonly { value: string; label: string }[];
  value: string;
  errorMessage?: string | undefined;
  onChange: (slug: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <label className={parts.field} htmlFor={id}>
      <span className={requiredMark}>Dealership</span>
      <select
        className={parts.input}
        id={id}
        name="dealership_slug"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage && errorId}
      >
        <option value="">Please choose</option>
        {dealerships.map((dealership) => (
          <option key={dealership.value} value={dealership.value}>
            {dealership.label}
          </option>
        ))}
      </select>
      {errorMessage && (
        <span id={errorId} className={errorText}>
          {errorMessage}
        </span>
      )}
    </label>
  );
}
