/**
 * Where a visitor can go from a page that could not show what they asked for (a 404, a fragment that
 * failed): the stock search first, then the home page.
 *
 * @example <RecoveryLinks />
 */
export function RecoveryLinks() {
  return (
    <div className="fc-actions">
      <a className="fc-button fc-button--primary" href="/search">
        Search our vehicles
      </a>
      <a className="fc-button fc-button--secondary" href="/">
        Go to the home page
      </a>
    </div>
  );
}
