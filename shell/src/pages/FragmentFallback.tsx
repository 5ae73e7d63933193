import { RecoveryLinks } from './RecoveryLinks';

/** The sentence a fallback block says (spec for composed pages: the page still renders, this part did not). */
export const FRAGMENT_FALLBACK_TEXT = "This part of the page didn't load. Please refresh to try again.";

export interface FragmentFallbackProps {
  /** The id the fragment's island would have had, so the block sits where the fragment would. */
  id: string;
  /** The page's main content failed (renders an `<h1>`); otherwise a secondary part (an `<h2>`). */
  primary: boolean;
}

/**
 * What stands in for a remote's fragment that failed, timed out or has no release: a plain,
 * accessible block with no island markers (nothing to hydrate) and ways on (search, home).
 * @example <FragmentFallback id="fc-vehicle-page" primary />
 */
export function FragmentFallback({ id, primary }: FragmentFallbackProps) {
  const Heading = primary ? 'h1' : 'h2';
  const titleId = `${id}-fallback-title`;
  return (
    <section id={id} className="fc-container fc-message" aria-labelledby={titleId} data-fc-fallback="">
      <Heading id={titleId} className="fc-message__title">
        Sorry, something didn't load
      </Heading>
      <p>{FRAGMENT_FALLBACK_TEXT}</p>
      <RecoveryLinks />
    </section>
  );
}
