import {
  DEALER_AREA_PATH,
  DEALER_RELEASES_PATH,
  DEALER_SIGN_IN_PATH,
  DEALER_SIGN_OUT_PATH,
  type DealerRemoteRelease,
} from '@forecourt/shared';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { Field } from './FormField';

// The dealer's area of the site (issues 29, 30): the sign-in with the dealer key, and the area's home listing the
// dealer pages the site's remotes declare. Plain HTML forms the gateway answers, so they work with JavaScript off.

export interface DealerSignInBodyProps {
  /** The site's name, as the heading says whose dealer signs in. */
  siteName: string;
  /** The dealer page to land on once signed in. */
  redirect: string;
  /** Why the last try was refused (a wrong or empty key): the key field's error. */
  error?: string;
}

/**
 * The body of `/dealer/sign-in`.
 * @example <DealerSignInBody siteName="Harbour City Toyota" redirect="/dealer/stock" />
 */
export function DealerSignInBody({ siteName, redirect, error }: DealerSignInBodyProps) {
  const action = `${DEALER_SIGN_IN_PATH}?${new URLSearchParams({ redirect }).toString()}`;
  return (
    <div className="fc-container fc-sign-in">
      <h1 className="fc-message__title">Dealer sign-in</h1>
      <p>{`For the staff of ${siteName}: sign in with the dealer key to manage the site's stock.`}</p>
      <Form
        className="fc-form"
        method="post"
        action={action}
        validationErrors={error ? { key: error } : {}}
        validationBehavior="aria"
      >
        <Field name="key" label="Dealer key" type="password" value="" autoComplete="current-password" isRequired />
        <div className="fc-actions">
          <Button className="fc-button fc-button--primary" type="submit">
            Sign in
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** A page of the dealer's area, as its home lists it. */
export interface DealerPageLink {
  title: string;
  path: string;
}

export interface DealerHomeBodyProps {
  siteName: string;
  /** The dealer pages the site's releases of the remotes declare (those without route params). */
  pages: readonly DealerPageLink[];
}

/**
 * The body of `/dealer`: the dealer pages, and sign-out.
 * @example <DealerHomeBody siteName="Harbour City Toyota" pages={[{ title: 'Stock feed', path: '/dealer/stock' }]} />
 */
export function DealerHomeBody({ siteName, pages }: DealerHomeBodyProps) {
  return (
    <div className="fc-container fc-sign-in">
      <h1 className="fc-message__title">Dealer pages</h1>
      <p>{`You are signed in as the dealer of ${siteName}.`}</p>
      {pages.length > 0 ? (
        <nav aria-label="Dealer pages">
          <ul>
            {pages.map((page) => (
              <li key={page.path}>
                <a href={page.path}>{page.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p>No dealer pages are released on this site yet.</p>
      )}
      <form className="fc-actions" method="post" action={DEALER_SIGN_OUT_PATH}>
        <Button className="fc-button fc-button--secondary" type="submit">
          Sign out
        </Button>
      </form>
    </div>
  );
}

/** A change of the site's releases, as the dealer's releases page lists it. */
export interface DealerReleaseChangeView {
  revision: number;
  when: string;
  who: string;
  what: string;
  why: string;
}

export interface DealerReleasesBodyProps {
  siteName: string;
  releases: readonly DealerRemoteRelease[];
  changes: readonly DealerReleaseChangeView[];
  /** Why the last choice was not made (another change came first, a choice the site's configuration fixes). */
  error?: string;
}

const REMOTE_NAMES: Readonly<Record<string, string>> = {
  mfe_search: 'Stock search',
  mfe_vehicle: 'Car pages',
  mfe_finance: 'Finance, trade-in and checkout',
  mfe_locations: 'Dealerships and locations',
  mfe_offers: 'Offers, models and parts',
};

const REASONS: Readonly<Record<DealerRemoteRelease['reason'], string>> = {
  default: 'the stable release',
  rollout: "the platform's rollout of the new release",
  chosen: 'your choice',
  configured: "the site's configuration",
};

/**
 * The body of `/dealer/releases`: each part of the site, the release it runs and why, what the newer one changes,
 * and the dealer's choice between them; then the latest changes.
 * @example <DealerReleasesBody siteName="Harbour City Motor Group" releases={dealerReleases(registry, slug, pins)} changes={[]} />
 */
export function DealerReleasesBody({ siteName, releases, changes, error }: DealerReleasesBodyProps) {
  return (
    <div className="fc-container fc-prose fc-dealer-releases">
      <p>
        <a href={DEALER_AREA_PATH}>All dealer pages</a>
      </p>
      <h1 className="fc-message__title">Releases</h1>
      <p>{`Each part of ${siteName} is released on its own. Try a new release before every dealer gets it, or go back to the stable one: your choice applies from the next page.`}</p>
      {error ? (
        <p className="fc-alert" role="alert">
          {error}
        </p>
      ) : null}
      {releases.map((release) => (
        <section key={release.remote} aria-labelledby={`release-${release.remote}`}>
          <h2 id={`release-${release.remote}`}>{REMOTE_NAMES[release.remote] ?? release.remote}</h2>
          <p>{`You run ${release.version} (${release.channel}), by ${REASONS[release.reason]}.`}</p>
          {release.canary ? (
            <>
              <p>{`Stable ${release.stable ?? '—'}; new release ${release.canary}, published ${(release.publishedAt[release.canary] ?? '').slice(0, 10)}.`}</p>
              {release.notes.length > 0 ? (
                <ul aria-label={`What's new in ${release.canary}`}>
                  {release.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              ) : (
                <p>Its changelog names nothing new.</p>
              )}
              {release.changes.length > 0 ? (
                <ul aria-label={`Addresses ${release.canary} adds or withdraws`}>
                  {release.changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : (
            <p>There is no newer release to try.</p>
          )}
          {release.canChoose ? (
            <form method="post" action={DEALER_RELEASES_PATH} className="fc-actions">
              <input type="hidden" name="remote" value={release.remote} />
              <input type="hidden" name="channel" value={release.canChoose} />
              <Button className="fc-button fc-button--secondary" type="submit">
                {release.canChoose === 'canary' ? `Try ${release.canary}` : `Back to stable ${release.stable ?? ''}`}
              </Button>
            </form>
          ) : null}
        </section>
      ))}
      <section aria-labelledby="release-changes">
        <h2 id="release-changes">Latest changes</h2>
        {changes.length === 0 ? (
          <p>No release has been recorded yet.</p>
        ) : (
          <ol reversed>
            {changes.map((change) => (
              <li
                key={change.revision}
              >{`${change.when}: ${change.what} by ${change.who}${change.why ? ` (${change.why})` : ''}`}</li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
