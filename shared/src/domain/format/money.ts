// spec: 001 §9 "Currency: $ with thousands commas, no decimals"; 000 §9 "weekly payment labels end
// '/wk'; weekly subscription price label ends '/ week'".

const WHOLE_DOLLARS = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

/**
 * Formats an amount as whole dollars with thousands commas.
 * @example formatPrice(45990.4) // "$45,990"
 * @example formatPrice(-1200) // "-$1,200"
 */
export function formatPrice(amount: number): string {
  const rounded = Math.round(amount);
  const digits = WHOLE_DOLLARS.format(Math.abs(rounded));
  return rounded < 0 ? `-$${digits}` : `$${digits}`;
}

/**
 * A weekly repayment, as the finance teaser shows it.
 * @example formatWeeklyRepayment(123.6) // "$124 /wk"
 */
export function formatWeeklyRepayment(amount: number): string {
  return `${formatPrice(amount)} /wk`;
}

/**
 * A weekly subscription price, as the card and sidebar show it.
 * @example formatSubscriptionPrice(189) // "$189 / week"
 */
export function formatSubscriptionPrice(amount: number): string {
  return `${formatPrice(amount)} / week`;
}
