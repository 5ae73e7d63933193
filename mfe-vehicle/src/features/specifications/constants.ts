/** spec: 000 §9 "Spec rows: first 4 shown". */
export const SPEC_ROWS_SHOWN = 4;
