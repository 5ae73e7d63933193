import { parseHTML } from 'linkedom';
import { getAsSite } from './http.ts';

// What a visitor without JavaScript gets, read without a browser (issue 27): the server's HTML over plain
// HTTP against the platform under test, parsed, and found by the roles and names a browser would give it.
// A journey that only reads server HTML needs no Chromium; layout, focus, keyboard, hydration and axe do.

/** A parsed page: where it ended (after the site's own redirects), its status and its document. */
export interface ServerPage {
  /** The path and query answered last (the link's own, or where its redirects led). */
  path: string;
  status: number;
  document: Document;
  /** The HTML as served, before any parsing (what a check of the markup itself reads). */
  html: string;
}

/** How many redirects a link may take before it counts as a loop. */
const MAX_REDIRECTS = 5;

/**
 * GETs `path` on `tenant`'s site as a browser with JavaScript off would follow it: the site's own
 * redirects followed, the final answer's HTML parsed.
 * @example const { status, document } = await serverPage('redgum', '/models');
 */
export async function serverPage(tenant: string, path: string): Promise<ServerPage> {
  const host = `${tenant}.localhost`;
  let current = path;
  for (let redirects = 0; ; redirects += 1) {
    const response = await getAsSite(host, current);
    const location = response.headers.location;
    if (response.status >= 300 && response.status < 400 && typeof location === 'string' && redirects < MAX_REDIRECTS) {
      const next = new URL(location, `http://${host}${current}`);
      if (next.hostname !== host) throw new Error(`${current} redirects off the site, to ${location}`);
      current = `${next.pathname}${next.search}`;
      continue;
    }
    return { path: current, status: response.status, document: parseHTML(response.text).document, html: response.text };
  }
}

/** The landmark elements a role names (the ones the platform's pages use). */
const LANDMARKS = { region: 'section', navigation: 'nav' } as const;

/**
 * The landmark of `role` whose accessible name is exactly `name` (`aria-label`, or the text of the element
 * `aria-labelledby` names), as Chromium's accessibility tree would name it; throws when there is none.
 * @example landmark(document, 'region', 'Models')
 */
export function landmark(scope: ParentNode, role: keyof typeof LANDMARKS, name: string): Element {
  const document = (scope as Node).ownerDocument ?? (scope as Document);
  const found = [...scope.querySelectorAll(LANDMARKS[role])].find((element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const label = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : element.getAttribute('aria-label');
    return label?.trim() === name;
  });
  if (!found) throw new Error(`no ${role} named '${name}'`);
  return found;
}

/** The links (`a[href]`) inside `scope`, in document order. */
export function links(scope: ParentNode): Element[] {
  return [...scope.querySelectorAll('a[href]')];
}

/** The link inside `scope` whose text is exactly `name`; throws when there is none. */
export function linkNamed(scope: ParentNode, name: string): Element {
  const found = links(scope).find((link) => (link.getAttribute('aria-label') ?? link.textContent)?.trim() === name);
  if (!found) throw new Error(`no link named '${name}'`);
  return found;
}

/** The `href` of each element, in order. */
export function hrefs(elements: readonly Element[]): string[] {
  return elements.map((element) => element.getAttribute('href') ?? '');
}

/**
 * The site's own files `document` makes a browser with JavaScript off load (stylesheets, images, icons) that
 * do not answer 200: what would show as "Failed to load resource" in the console of that browser.
 * @example expect(await failingResources('redgum', document)).toEqual([])
 */
export async function failingResources(tenant: string, document: Document): Promise<string[]> {
  const host = `${tenant}.localhost`;
  const urls = [
    ...[...document.querySelectorAll('link[rel~="stylesheet"][href], link[rel~="icon"][href]')].map((link) =>
      link.getAttribute('href'),
    ),
    ...[...document.querySelectorAll('img[src]')].map((image) => image.getAttribute('src')),
  ];
  const paths = new Set(
    urls
      .map((url) => new URL(String(url), `http://${host}/`))
      .filter((url) => url.hostname === host)
      .map((url) => `${url.pathname}${url.search}`),
  );
  const failing: string[] = [];
  for (const path of paths) {
    const { status } = await getAsSite(host, path);
    if (status !== 200) failing.push(`${status} ${path}`);
  }
  return failing;
}
