/**
 * The body of a server error inside a tenant's site. Shows the request id so support can find the
 * failure in the logs.
 * @example renderPage({ ...options, title: 'Something went wrong', body: <ErrorBody requestId={requestId} /> })
 */
export function ErrorBody({ requestId }: { requestId: string }) {
  return (
    <div className="fc-container fc-message">
      <h1 className="fc-message__title">Something went wrong</h1>
      <p>Sorry, this page could not be loaded. Please try again in a moment.</p>
      <p>
        If it keeps happening, contact us and quote reference <code>{requestId}</code>.
      </p>
      <div className="fc-actions">
        <a className="fc-button fc-button--primary" href="/">
          Go to the home page
        </a>
      </div>
    </div>
  );
}
