import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SuccessBody } from './SuccessBody';

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('SuccessBody', () => {
  it('names what was sent and the car, and links back to it and to the search', () => {
    const html = renderToStaticMarkup(
      <SuccessBody form="test-drive" car={{ name: '2021 Toyota HiLux SR5', path: '/cars/2021-toyota-hilux-sr5-12' }} />,
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(text(html)).toContain('We have received your test drive booking request about the 2021 Toyota HiLux SR5.');
    expect(html).toContain('href="/cars/2021-toyota-hilux-sr5-12"');
    expect(text(html)).toContain('Back to the 2021 Toyota HiLux SR5');
    expect(html).toContain('href="/search"');
  });

  it('still thanks the visitor when the form or car is unknown', () => {
    const html = renderToStaticMarkup(<SuccessBody form={null} car={null} />);
    expect(text(html)).toContain('We have received your details. The dealership');
    expect(html).not.toContain('/cars/');
    expect(html).toContain('fc-button--primary" href="/search"');
  });
});
