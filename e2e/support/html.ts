import { parseHTML } from 'linkedom';
import { getAsSite, postFormAsSite } from './http.ts';

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

/** A label's own words: its text without that of a control inside it (a select's options). */
function ownText(label: Element): string {
  const copy = label.cloneNode(true) as Element;
  for (const inner of copy.querySelectorAll('input, select, textarea')) inner.remove();
  return copy.textContent?.trim() ?? '';
}

/**
 * The form control labelled exactly `label` inside `scope` (its `<label for>`, or the label around it), as a
 * browser's getByLabel finds it; throws when there is none, so a label that no longer names its field fails.
 */
export function control(scope: ParentNode, label: string): Element {
  const document = (scope as Node).ownerDocument ?? (scope as Document);
  for (const element of scope.querySelectorAll('label')) {
    if (ownText(element) !== label) continue;
    const forId = element.getAttribute('for');
    const found = forId ? document.getElementById(forId) : element.querySelector('input, select, textarea');
    if (found) return found;
  }
  throw new Error(`no control labelled '${label}'`);
}

/**
 * What `form` sends as it stands, as a browser builds it: each named control's value (a select's selected
 * option, or its first; a textarea's text; a checkbox or radio only when checked).
 */
function formData(form: Element): URLSearchParams {
  const data = new URLSearchParams();
  for (const field of form.querySelectorAll('input[name], select[name], textarea[name]')) {
    const name = String(field.getAttribute('name'));
    if (field.hasAttribute('disabled')) continue;
    if (field.tagName === 'SELECT') {
      const options = [...field.querySelectorAll('option')];
      const chosen = options.find((option) => option.hasAttribute('selected')) ?? options[0];
      data.append(name, chosen?.getAttribute('value') ?? chosen?.textContent ?? '');
    } else if (field.tagName === 'TEXTAREA') {
      data.append(name, field.textContent ?? '');
    } else {
      const type = field.getAttribute('type');
      if ((type === 'checkbox' || type === 'radio') && !field.hasAttribute('checked')) continue;
      if (type === 'submit' || type === 'button' || type === 'image') continue;
      data.append(name, field.getAttribute('value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : ''));
    }
  }
  return data;
}

/** A field a visitor fills: its label and the value typed, or for a select the index of the option chosen. */
export type Filled = Record<string, string | { option: number }>;

/**
 * Sends `form` on `tenant`'s site as a browser with JavaScript off does once a visitor has filled `filled`
 * (each field found by its label, as the visitor finds it) and pressed its submit button `button`: its
 * controls to its action (a POST from the site's own origin), then the site's redirects followed to the
 * page the visitor lands on.
 * @example const thanks = await submitForm('harbourcity', form, 'Send', { 'First name': 'Sam', Dealership: { option: 1 } });
 */
export async function submitForm(tenant: string, form: Element, button: string, filled: Filled): Promise<ServerPage> {
  const submitter = [...form.querySelectorAll('button, input[type="submit"]')].find(
    (element) =>
      (element.getAttribute('type') ?? 'submit') === 'submit' &&
      (element.getAttribute('value') ?? element.textContent)?.trim() === button,
  );
  if (!submitter) throw new Error(`no submit button named '${button}'`);
  const data = formData(form);
  for (const [label, value] of Object.entries(filled)) {
    const field = control(form, label);
    const name = field.getAttribute('name');
    if (!name) throw new Error(`the control labelled '${label}' has no name, so a browser would not send it`);
    if (typeof value === 'string') {
      data.set(name, value);
    } else {
      const option = field.querySelectorAll('option')[value.option];
      if (!option) throw new Error(`'${label}' has no option ${value.option}`);
      data.set(name, option.getAttribute('value') ?? option.textContent ?? '');
    }
  }
  const submitterName = submitter.getAttribute('name');
  if (submitterName) data.append(submitterName, submitter.getAttribute('value') ?? '');
  if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'post') {
    const action = new URL(form.getAttribute('action') ?? '', 'http://site.invalid/');
    for (const [name, value] of data) action.searchParams.append(name, value);
    return serverPage(tenant, `${action.pathname}${action.search}`);
  }
  const response = await postFormAsSite(`${tenant}.localhost`, String(form.getAttribute('action')), data);
  const location = response.headers.location;
  if (response.status >= 300 && response.status < 400 && typeof location === 'string') {
    const next = new URL(location, `http://${tenant}.localhost/`);
    return serverPage(tenant, `${next.pathname}${next.search}`);
  }
  return {
    path: String(form.getAttribute('action')),
    status: response.status,
    document: parseHTML(response.text).document,
    html: response.text,
  };
}

/** The files a page's HTML has a browser fetch (images, stylesheets, preloads, icons) with JavaScript off. */
function subresources(document: Document): string[] {
  const urls = [
    ...[...document.querySelectorAll('img[src]')].map((img) => String(img.getAttribute('src'))),
    ...[...document.querySelectorAll('img[srcset], source[srcset]')].flatMap((element) =>
      String(element.getAttribute('srcset'))
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
    ),
    ...[...document.querySelectorAll('link[href]')]
      .filter((link) => /\b(stylesheet|preload|icon)\b/.test(link.getAttribute('rel') ?? ''))
      .map((link) => String(link.getAttribute('href'))),
  ];
  return [...new Set(urls.filter((url) => url !== '' && !url.startsWith('data:')))];
}

/**
 * The files `page` has a browser fetch with JavaScript off (where lazy loading is off, so every image) that
 * do not answer 200, each with its status: what Chromium would report as "Failed to load resource".
 */
export async function failedSubresources(tenant: string, page: ServerPage): Promise<string[]> {
  const failed: string[] = [];
  for (const url of subresources(page.document)) {
    const target = new URL(url, `http://${tenant}.localhost${page.path}`);
    if (target.hostname !== `${tenant}.localhost`) {
      failed.push(`${url}: off the site`);
      continue;
    }
    const { status } = await getAsSite(target.hostname, `${target.pathname}${target.search}`);
    if (status !== 200) failed.push(`${url}: ${status}`);
  }
  return failed;
}

/**
 * The site's own files `document` makes a browser with JavaScript off load (stylesheets, preloads, images,
 * icons; off-site files are not asked, unlike failedSubresources) that do not answer 200: what would show as "Failed to load resource" in the console of that browser.
 * @example expect(await failingResources('redgum', document)).toEqual([])
 */
export async function failingResources(tenant: string, document: Document): Promise<string[]> {
  const host = `${tenant}.localhost`;
  const urls = subresources(document);
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
