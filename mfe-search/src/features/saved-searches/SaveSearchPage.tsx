import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_API_PATH } from '@forecourt/shared/search/saved-searches';
import { plainForm } from '@forecourt/shared/styled-system/recipes';
import { savedSearchStyles as styles } from './styles';
import type { SaveSearchView } from './view';

// The save page (issue 31, /my-garage/saved-searches/new, the signed-in shopper's): name the search and choose its
// alerts — new cars, price drops; by SMS to the verified phone or by e-mail; as they happen or daily. A plain form
// posting to the saved searches' API, so it works with JavaScript off and needs none. Server HTML only.

const form = plainForm();

/**
 * The save page's body.
 * @example <SaveSearchPage {...saveSearchForm({ … })} />
 */
export function SaveSearchPage(view: SaveSearchView) {
  if (view.kind === 'no-search') {
    return (
      <article className={styles.page}>
        <h1 className={styles.title}>Save a search</h1>
        <p className={styles.lead}>
          Search our stock, then choose “Save this search” above the results to keep it and hear about new cars.
        </p>
        <p>
          <a className={styles.link} href={view.searchHref}>
            Search cars
          </a>
        </p>
      </article>
    );
  }
  const full = view.used >= view.max;
  return (
    <article className={styles.page}>
      <header className={styles.form}>
        <h1 className={styles.title}>Save this search</h1>
        <p className={styles.lead}>
          {`${view.count} ${view.count === 1 ? 'car matches' : 'cars match'} it now.`}{' '}
          <a className={styles.link} href={view.search}>
            Back to the search
          </a>
        </p>
      </header>
      {view.problem ? (
        <p className={styles.problem} role="alert">
          {view.problem}
        </p>
      ) : null}
      <form method="post" action={SAVED_SEARCHES_API_PATH} className={styles.form}>
        <input type="hidden" name="search" value={view.search} />
        <label className={form.field}>
          Name
          <input
            className={form.input}
            name="name"
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            defaultValue={view.name}
            autoComplete="off"
          />
        </label>
        <fieldset className={styles.fieldset}>
          <legend>Tell me about</legend>
          <label className={styles.choice}>
            <input type="checkbox" name="new_cars" value="1" defaultChecked />
            New cars that match
          </label>
          <label className={styles.choice}>
            <input type="checkbox" name="price_drops" value="1" defaultChecked />
            Price drops on cars that match
          </label>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>How</legend>
          <label className={styles.choice}>
            <input type="radio" name="channel" value="sms" defaultChecked />
            {`By SMS to ${view.phone}`}
          </label>
          <label className={styles.choice}>
            <input type="radio" name="channel" value="email" />
            By e-mail
          </label>
          <label className={form.field}>
            E-mail address (for e-mail alerts)
            <input className={form.input} type="email" name="email" defaultValue={view.email} autoComplete="email" />
          </label>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>How often</legend>
          <label className={styles.choice}>
            <input type="radio" name="frequency" value="daily" defaultChecked />
            One message a day at most
          </label>
          <label className={styles.choice}>
            <input type="radio" name="frequency" value="instant" />
            As they happen
          </label>
        </fieldset>
        <p className={styles.lead}>
          {full
            ? `You have saved ${view.used} searches, this site's most. Delete one in My Garage to save another.`
            : `You have saved ${view.used} of ${view.max} searches on this site. Each alert has a link to stop it.`}
        </p>
        <div>
          <button type="submit" className={form.submit}>
            Save search
          </button>
        </div>
      </form>
    </article>
  );
}
