import type { StockMenuEntry, TenantConfig } from '@forecourt/shared';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '../chrome/AnnouncementBar';
import { Footer } from '../chrome/Footer';
import { Header } from '../chrome/Header';
import { ServiceBanner } from '../chrome/ServiceBanner';
import { ISLAND_ELEMENT_ID } from './island';
import { PRE_PAINT_SCRIPT } from './pre-paint-script';
import { PRESSABLE_STYLE_CSS, PRESSABLE_STYLE_ID } from './pressable-style';
import { announcementDismissedKey, serviceBannerDismissedKey } from './storage-keys';
import { themeCss } from './theme';

/**
 * The shell's own files a page links: the chrome's client (built from shell/src/client/index.ts) and the
 * stylesheet (Panda: the chrome's and the UI kit's styles), by the content-hashed names the build gave them
 * (its shell manifest, which the gateway reads), so both are cached as immutable.
 */
export interface ShellAssets {
  clientSrc: string;
  stylesheetHref: string;
}

/** The names before a build hashes them: what a page links when no build's manifest is there (tests). */
export const UNBUILT_SHELL_ASSETS: ShellAssets = {
  clientSrc: '/assets/shell/client.js',
  stylesheetHref: '/assets/styles.css',
};

/**
 * A resource the browser should start fetching before it discovers it: the Module Federation manifest
 * (`fetch`), the hero image (`image`, `fetchPriority: 'high'`). `modulepreload` is for a script wanted
 * before the first paint; composed pages announce none (issue 14: it would compete with the stylesheets).
 */
export interface Preload {
  /** Same-origin URL. */
  href: string;
  as: 'fetch' | 'image' | 'modulepreload' | 'style';
  /** Must match how the resource will be requested: `anonymous` for the runtime's `fetch()` of a manifest. */
  crossOrigin?: 'anonymous' | 'use-credentials';
  /** `high` for the page's largest image (the hero), so it is not queued behind scripts. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** A responsive image's candidates and slot sizes, as its `<img>` has them (`imagesrcset`, `imagesizes`). */
  imageSrcSet?: string;
  imageSizes?: string;
}

/** One `<link>` per preload. Each carries the nonce: under `'strict-dynamic'` a module preload needs it. */
function PreloadLink({ preload, nonce }: { preload: Preload; nonce: string }) {
  // What the preload may carry besides its URL; React writes none that is undefined.
  const { href, as, ...hints } = preload;
  if (as === 'modulepreload') return <link rel="modulepreload" href={href} {...hints} nonce={nonce} />;
  return <link rel="preload" href={href} as={as} {...hints} nonce={nonce} />;
}

/** The favicon: the platform's copy of the tenant logo. */
export function faviconHref(tenantSlug: string): string {
  return `/media/v1/logo/tenant-${tenantSlug}.svg`;
}

export interface DocumentProps {
  tenant: TenantConfig;
  nonce: string;
  /** The full document title. */
  title: string;
  description?: string;
  /** The page's path: marks the current menu item. */
  canonicalPath: string;
  /** The page's absolute URL, for `<link rel="canonical">` and `og:url`. */
  canonicalUrl: string;
  /** An absolute URL of the page's main image (`og:image`), when it has one. */
  imageUrl?: string;
  /** The island's JSON, already escaped for a script element; omitted when there is none. */
  islandJson?: string;
  /** Resources to announce in `<head>` (deduplicated by the caller). */
  preloads?: Preload[];
  /** The remotes' own stylesheets, linked after the shell's (deduplicated by the caller). */
  stylesheets?: string[];
  year: number;
  /** The Our Stock dropdown's entries with their counts; null: the configured entries, without counts. */
  stockMenu?: StockMenuEntry[] | null;
  /** The shell's client and stylesheet as this build names them (default: {@link UNBUILT_SHELL_ASSETS}). */
  assets?: ShellAssets;
  children: ReactNode;
}

/**
 * The whole HTML document: head (theme, styles, client), skip link, chrome around the page's main
 * content, and the data island.
 */
export function Document({
  tenant,
  nonce,
  title,
  description,
  canonicalPath,
  canonicalUrl,
  imageUrl,
  islandJson,
  preloads = [],
  stylesheets = [],
  year,
  stockMenu = null,
  assets = UNBUILT_SHELL_ASSETS,
  children,
}: DocumentProps) {
  const { announcement } = tenant;
  const announcementKey = announcement ? announcementDismissedKey(announcement.text) : undefined;
  const { serviceBanner } = tenant;
  const serviceBannerKey = serviceBanner ? serviceBannerDismissedKey(serviceBanner.text) : undefined;
  return (
    <html lang="en-AU" data-fc-announcement-key={announcementKey} data-fc-service-banner-key={serviceBannerKey}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* react-aria reads the nonce for the <style> it injects (usePress); the nonce attribute keeps it hidden from CSS selectors. */}
        <meta property="csp-nonce" nonce={nonce} />
        <title>{title}</title>
        {description && <meta name="description" content={description} />}
        <link rel="canonical" href={canonicalUrl} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={tenant.name} />
        <meta property="og:title" content={title} />
        {description && <meta property="og:description" content={description} />}
        <meta property="og:url" content={canonicalUrl} />
        {imageUrl && <meta property="og:image" content={imageUrl} />}
        <meta name="theme-color" content={tenant.theme.colors.primary} />
        <link rel="icon" type="image/svg+xml" href={faviconHref(tenant.slug)} />
        {/* Every stylesheet before any script: with a precedence React writes them ahead of the scripts and
            module preloads it hoists, the shell's group first, then each composed remote's own. */}
        <link rel="stylesheet" href={assets.stylesheetHref} precedence="shell" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="remote" />
        ))}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own CSS; the theme values are validated in theme.ts */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeCss(tenant.theme) }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: react-aria's constant press rule (pressable-style.ts) */}
        <style id={PRESSABLE_STYLE_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: PRESSABLE_STYLE_CSS }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />
        <script type="module" src={assets.clientSrc} nonce={nonce} async />
        {preloads.map((preload) => (
          <PreloadLink key={`${preload.as} ${preload.href}`} preload={preload} nonce={nonce} />
        ))}
      </head>
      <body>
        <a className="fc-skip-link" href="#main">
          Skip to content
        </a>
        {announcement && <AnnouncementBar announcement={announcement} />}
        {serviceBanner && <ServiceBanner banner={serviceBanner} />}
        <Header tenant={tenant} currentPath={canonicalPath} stockMenu={stockMenu} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer tenant={tenant} year={year} />
        {islandJson !== undefined && (
          <script
            type="application/json"
            id={ISLAND_ELEMENT_ID}
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeIsland escapes everything that could end the element
            dangerouslySetInnerHTML={{ __html: islandJson }}
          />
        )}
      </body>
    </html>
  );
}
