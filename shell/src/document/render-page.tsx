import { absoluteSiteUrl, type StockMenuEntry, type TenantConfig } from '@forecourt/shared';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { Document, type Preload, type ShellAssets } from './Document';
import { type ShellIsland, serializeIsland } from './island';
import { visuallyHiddenAsClassesStream } from './visually-hidden-stream';

export interface PageOptions {
  tenant: TenantConfig;
  /** Per-response CSP nonce: put it on every <script> and <style> you emit. */
  nonce: string;
  /** The page title; the document title becomes `${title} | ${tenant.name}`. */
  title: string;
  /** The meta description. */
  description?: string;
  /**
   * The page's path, e.g. '/': made absolute on the site's origin for `<link rel="canonical">` and
   * `og:url` (shared `absoluteSiteUrl`). Also marks the current menu item.
   */
  canonicalPath: string;
  /** The request's origin (`https://host[:port]`), used when the tenant names no `canonicalOrigin`. */
  requestOrigin: string;
  /** The page's main content. */
  body: ReactNode;
  /** Extra JSON for the client (the page's data island), serialised safely (escape `<`, U+2028/9). */
  clientData?: unknown;
  /** Extra `<head>` content: the remotes' stylesheets, resources to preload (a composed page's remote manifest, entry, chunks, hero image). */
  head?: PageHead;
  /**
   * The Our Stock dropdown's entries with live counts (the gateway counts them beside the page's own
   * data); null or absent: the site's configured entries, without counts.
   */
  stockMenu?: StockMenuEntry[] | null;
  /** The shell's client and stylesheet as this build names them (the gateway reads the build's shell manifest). */
  assets?: ShellAssets;
}

/** What a page adds to `<head>` beyond title and description. */
export interface PageHead {
  /** Written in order; a repeated `as` + `href` is written once. */
  preloads: Preload[];
  /** The composed fragments' own stylesheets (`/_mf/<name>/<version>/…css`), linked after the shell's, before any script. */
  stylesheets?: string[];
}

/** The preloads with repeats (same `as` and `href`) removed, first one kept. */
export function uniquePreloads(preloads: readonly Preload[]): Preload[] {
  const seen = new Set<string>();
  return preloads.filter((preload) => {
    const key = `${preload.as} ${preload.href}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// Dealers are Australian and a Worker's clock is UTC; the copyright year turns over with Sydney's.
const YEAR_IN_AUSTRALIA = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric' });

/** The calendar year in eastern Australia at an instant. */
export function copyrightYear(now: Date): number {
  return Number(YEAR_IN_AUSTRALIA.format(now));
}

/**
 * The data island for a page: the chrome's popup plus the page's own data. `undefined` when there
 * is nothing for the client, so the page carries no empty island.
 */
export function islandFor(tenant: TenantConfig, clientData: unknown): ShellIsland | undefined {
  if (clientData === undefined && tenant.popup === null) return undefined;
  const island: ShellIsland = { chrome: { popup: tenant.popup } };
  if (clientData !== undefined) island.page = clientData;
  return island;
}

/**
 * Streams a complete HTML document (doctype, `<html lang="en-AU">`, head, chrome, body, footer), with
 * no inline style attribute of react-aria's (see `visually-hidden-stream.ts`).
 * Rejects if the document's shell fails to render, so the caller can answer with an error page.
 * @example
 * const stream = await renderPage({ tenant, nonce, title: 'Home', canonicalPath: '/', requestOrigin: 'https://harbourcity.example', body: <HomeBody {...props} /> });
 * return new Response(stream, { headers: { 'content-type': 'text/html; charset=utf-8' } });
 */
export async function renderPage(options: PageOptions): Promise<ReadableStream<Uint8Array>> {
  const { tenant, nonce, title, description, canonicalPath, requestOrigin, body, clientData, head, stockMenu, assets } =
    options;
  const island = islandFor(tenant, clientData);
  const preloads = uniquePreloads(head?.preloads ?? []);
  // The hero image the page preloads is its main image (a car's first photo).
  const image = preloads.find((preload) => preload.as === 'image');
  const document = (
    <Document
      tenant={tenant}
      nonce={nonce}
      title={`${title} | ${tenant.name}`}
      description={description}
      canonicalPath={canonicalPath}
      canonicalUrl={absoluteSiteUrl(tenant, requestOrigin, canonicalPath)}
      imageUrl={image && absoluteSiteUrl(tenant, requestOrigin, image.href)}
      islandJson={island === undefined ? undefined : serializeIsland(island)}
      preloads={preloads}
      stylesheets={[...new Set(head?.stylesheets ?? [])]}
      year={copyrightYear(new Date())}
      stockMenu={stockMenu}
      assets={assets}
    >
      {body}
    </Document>
  );
  // React's own inline scripts and styles (e.g. for Suspense boundaries) carry the nonce too; a nonce
  // covers elements, never style attributes, so the kit controls' visually hidden styles become classes.
  const stream = await renderToReadableStream(document, { nonce: { script: nonce, style: nonce } });
  return stream.pipeThrough(visuallyHiddenAsClassesStream());
}
