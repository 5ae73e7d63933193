import { AU_STATES } from '../leads/au-states';
import { TRADE_IN_CONDITION_LABELS, TRADE_IN_CONDITIONS } from './rules';

// The trade-in form's choices, for the page's selects (no zod: the browser imports this).

/** The registration states (spec: 001 §7 "regoState"). */
export const AU_STATE_OPTIONS = AU_STATES.map((state) => ({ id: state, label: state }));

/** The condition choices, best first. */
export const TRADE_IN_CONDITION_OPTIONS = TRADE_IN_CONDITIONS.map((condition) => ({
  id: condition,
  label: TRADE_IN_CONDITION_LABELS[condition],
}));
