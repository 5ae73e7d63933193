/**
 * How long react-aria keeps an announcement in its live log (its LIVEREGION_TIMEOUT_DELAY), plus a margin:
 * after that the log has dropped the entry itself.
 */
export const ANNOUNCEMENT_LIFETIME_MS = 7_500;

/** An announcement that names an element by id (`role="img"`, `aria-labelledby`) in react-aria's live log. */
const LABELLED_ANNOUNCEMENT = '[data-live-announcer] [role="img"][aria-labelledby]';

/**
 * Removes the live log's announcements whose labelling element is gone (a nameless image to assistive
 * technology, and an axe `role-img-alt` violation).
 */
export function pruneOrphanAnnouncements(doc: Document = document): void {
  for (const entry of doc.querySelectorAll(LABELLED_ANNOUNCEMENT)) {
    const ids = (entry.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => doc.getElementById(id))) entry.remove();
  }
}

/**
 * Prunes orphaned announcements now and as the page changes for the next {@link ANNOUNCEMENT_LIFETIME_MS}:
 * an announcement can land after the element it names has gone (react-aria delays the page's first one,
 * and a busy main thread delays any timer), so one clear at a fixed moment can miss it.
 *
 * @example useEffect(() => () => watchOrphanAnnouncements(), []);
 */
export function watchOrphanAnnouncements(doc: Document = document): void {
  pruneOrphanAnnouncements(doc);
  const observer = new MutationObserver(() => pruneOrphanAnnouncements(doc));
  observer.observe(doc.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), ANNOUNCEMENT_LIFETIME_MS);
}
