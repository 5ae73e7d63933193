import { Button } from '@forecourt/shared/ui/Button';
import { useSetAtom } from 'jotai/react';
import { LeadFormDialogs } from './LeadFormDialogs';
import type { LeadFormsView } from './lead-forms-view';
import { openLeadFormAtom } from './open-lead-form';

/** The sold view's call to action (spec: 000 §2 "Search card actions … Find Me Something Similar"). */
export const FIND_SIMILAR_LABEL = 'Find Me Something Similar';

/**
 * The sold view's find-me-something-similar form (spec: 000 §2, §4 sold view): a button that opens the
 * form in a dialog (loaded on demand, like the in-stock page's forms), and the dialogs host itself,
 * since the sold view has no other.
 *
 * @example <FindSimilarOffer view={data.leadForms} />
 */
export function FindSimilarOffer({ view }: { view: LeadFormsView }) {
  const open = useSetAtom(openLeadFormAtom);
  return (
    <div>
      <Button onPress={() => open('find-similar')}>{FIND_SIMILAR_LABEL}</Button>
      <LeadFormDialogs view={view} availability="sold" />
    </div>
  );
}
