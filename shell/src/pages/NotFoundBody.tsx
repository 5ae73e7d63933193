import { RecoveryLinks } from './RecoveryLinks';

/**
 * The body of a 404 inside a tenant's site (the chrome comes from renderPage).
 * @example renderPage({ ...options, title: 'Page not found', body: <NotFoundBody path={url.pathname} /> })
 */
export function NotFoundBody({ path }: { path: string }) {
  return (
    <div className="fc-container fc-message">
      <h1 className="fc-message__title">We can't find that page</h1>
      <p>
        There is no page at <code>{path}</code>. It may have moved, or the vehicle you were looking at may have been
        sold.
      </p>
      <RecoveryLinks />
    </div>
  );
}
