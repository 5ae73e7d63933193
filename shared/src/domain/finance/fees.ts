import { SPECIAL_PROVIDER, SPECIAL_PROVIDER_ESTABLISHMENT_FEE } from './calculator';

// The fees the calculator adds to a loan (spec: 001 §9 "Establishment fee 1360.5 for one provider,
// else from lender or 0"; "Fixed fee list for one dealership"). A lender's monthly account fee, where its
// figures say one, is in its repayments too, so the calculator counts it as the lender does.

/** One fee of the fixed list, as the calculator lists it. */
export interface Fee {
  label: string;
  amount: number;
  /** Charged every month rather than once. */
  monthly: boolean;
}

/** spec: 001 §9: the one dealership's fixed fee list. */
export const FIXED_FEE_LIST: readonly Fee[] = [
  { label: 'Establishment fee', amount: 395, monthly: false },
  { label: 'Vehicle security registration fee', amount: 6, monthly: false },
  { label: 'Monthly account administration fee', amount: 8, monthly: true },
  { label: 'Dealer agency fee', amount: 912.25, monthly: false },
];

/** The fees of one loan: financed up front, and per month. */
export interface LoanFees {
  upfront: number;
  monthly: number;
  /** What the calculator lists (empty unless the fixed list applies). */
  list: readonly Fee[];
}

/**
 * The loan's fees: the fixed list for the flagged dealership; else the provider's fixed establishment
 * fee; else the lender's establishment and monthly fees; else none.
 * @example loanFees({ provider: 'taurus', fixedFees: false }, null) // { upfront: 1360.5, monthly: 0, list: [] }
 * @example loanFees({ provider: 'youx', fixedFees: false }, 395, 8) // { upfront: 395, monthly: 8, list: [] }
 */
export function loanFees(
  site: { provider: string; fixedFees: boolean },
  lenderEstablishmentFee: number | null,
  lenderMonthlyFee: number | null = null,
): LoanFees {
  if (site.fixedFees) {
    const sum = (monthly: boolean) =>
      FIXED_FEE_LIST.filter((fee) => fee.monthly === monthly).reduce((total, fee) => total + fee.amount, 0);
    return { upfront: sum(false), monthly: sum(true), list: FIXED_FEE_LIST };
  }
  if (site.provider === SPECIAL_PROVIDER) return { upfront: SPECIAL_PROVIDER_ESTABLISHMENT_FEE, monthly: 0, list: [] };
  return { upfront: lenderEstablishmentFee ?? 0, monthly: lenderMonthlyFee ?? 0, list: [] };
}
