import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

// RAC's overlay portals into document.body, so on a server it renders nothing at all. Stand-ins
// that render in place (the overlay as a div with its class) show what the wrapper composes.
vi.mock('react-aria-components/Modal', () => ({
  ModalOverlay: ({ className, isOpen, children }: { className: string; isOpen?: boolean; children: ReactNode }) =>
    isOpen === false ? null : <div className={className}>{children}</div>,
  Modal: ({ children }: { children: ReactNode }) => <div className="react-aria-Modal">{children}</div>,
}));

describe('Dialog', () => {
  it('is a dialog named by its heading, with a close button and the content in a body', () => {
    const html = renderToString(
      <Dialog title="Enquire about this car" isOpen onOpenChange={() => {}}>
        <p>Form</p>
      </Dialog>,
    );
    expect(html).toMatch(/^<div class="fc-ui-dialog fc-ui-dialog--size_md">/);
    const labelledBy = html.match(
      /role="dialog"[^>]*aria-labelledby="([^"]+)"|aria-labelledby="([^"]+)"[^>]*role="dialog"/,
    );
    expect(labelledBy).not.toBeNull();
    const headingId = labelledBy?.[1] ?? labelledBy?.[2];
    expect(html).toMatch(new RegExp(`<h2 [^>]*id="${headingId}"[^>]*>Enquire about this car</h2>`));
    expect(html).toMatch(/<button [^>]*aria-label="Close"[^>]*>/);
    expect(html).toContain('<div class="fc-ui-dialog__body"><p>Form</p></div>');
  });

  it('keeps RAC’s dialog class beside the caller’s, and names the close button as asked', () => {
    const html = renderToString(
      <Dialog title="Photos" size="fullscreen" closeLabel="Close photos" className="gallery" isOpen>
        x
      </Dialog>,
    );
    expect(html).toContain('class="fc-ui-dialog fc-ui-dialog--size_fullscreen"');
    expect(html).toContain('class="react-aria-Dialog gallery"');
    expect(html).toContain('aria-label="Close photos"');
  });

  it('renders nothing while closed', () => {
    expect(
      renderToString(
        <Dialog title="Photos" isOpen={false}>
          x
        </Dialog>,
      ),
    ).toBe('');
  });
});
