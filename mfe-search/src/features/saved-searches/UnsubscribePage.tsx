import {
  MY_GARAGE_SAVED_SEARCHES_HREF,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_API_PATH,
} from '@forecourt/shared/search/saved-searches';
import { plainForm } from '@forecourt/shared/styled-system/recipes';
import { savedSearchStyles as styles } from './styles';
import type { UnsubscribeView } from './view';

// The page an alert's stop link opens (issue 31, /saved-searches/unsubscribe?token=…): one button stops that
// search's alerts, no sign-in needed (the link is the key). A button, not the link itself: a phone's link preview
// or a mail scanner opens links, and must not stop anything. Server HTML only.

const form = plainForm();

/**
 * The stop page's body.
 * @example <UnsubscribePage kind="ask" token="…" name="Utes under $40k" />
 */
export function UnsubscribePage(view: UnsubscribeView) {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Search alerts</h1>
      {view.kind === 'unknown' ? (
        <p className={styles.lead}>{SAVED_SEARCH_MESSAGES.unknownLink}</p>
      ) : view.kind === 'stopped' ? (
        <p role="status">{SAVED_SEARCH_MESSAGES.stopped(view.name)}</p>
      ) : (
        <form method="post" action={`${SAVED_SEARCHES_API_PATH}/unsubscribe`} className={styles.form}>
          <p>Stop the alerts for your saved search “{view.name}”? The search stays in My Garage.</p>
          <input type="hidden" name="token" value={view.token} />
          <div>
            <button type="submit" className={form.submit}>
              Stop these alerts
            </button>
          </div>
        </form>
      )}
      <p>
        <a className={styles.link} href={MY_GARAGE_SAVED_SEARCHES_HREF}>
          Your saved searches in My Garage
        </a>
      </p>
    </article>
  );
}
