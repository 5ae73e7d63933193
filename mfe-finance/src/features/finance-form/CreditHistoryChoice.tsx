import { CREDIT_HISTORY_OPTIONS, type CreditHistory } from '@forecourt/shared/finance/quick-quote';
import { plainForm } from '@forecourt/shared/styled-system/recipes';
import { useId } from 'react';

// The quick estimate's credit history (spec: 001 "credit history" of the quick quote: Great, Decent, Poor). A native
// select, as the dealership choice beside it: three fixed choices gain nothing from react-aria's Select, whose list
// box and popover were the finance pages' heaviest code on a first visit (issue 28), and it works before the island
// hydrates and with JavaScript off (the form posts it as it is).

const parts = plainForm();

/**
 * The credit history choice, labelled.
 * @example <CreditHistoryChoice value="GREAT" onChange={setCredit} />
 */
export function CreditHistoryChoice({
  value,
  onChange,
}: {
  value: CreditHistory;
  onChange: (credit: CreditHistory) => void;
}) {
  const id = useId();
  return (
    <label className={parts.field} htmlFor={id}>
      <span>Credit history</span>
      <select
        className={parts.input}
        id={id}
        name="selfAssessedCreditScore"
        value={value}
        onChange={(event) => onChange(event.target.value as CreditHistory)}
      >
        {CREDIT_HISTORY_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
