import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { ErrorBody } from './ErrorBody';
import { NotFoundBody } from './NotFoundBody';

describe('NotFoundBody', () => {
  it('says so, names the path and links home and to search', () => {
    const html = renderToStaticMarkup(<NotFoundBody path="/cars/sold-<b>-car" />);
    expect(html).toContain('<h1 class="fc-message__title">We can&#x27;t find that page</h1>');
    expect(html).toContain('<code>/cars/sold-&lt;b&gt;-car</code>');
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/search"');
  });
});

describe('ErrorBody', () => {
  it('apologises and shows the request id for support', () => {
    const html = renderToStaticMarkup(<ErrorBody requestId="req_123abc" />);
    expect(html).toContain('Something went wrong');
    expect(html).toContain('<code>req_123abc</code>');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
  });
});
