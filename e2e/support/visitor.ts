import { request } from 'node:http';
import { parseHTML } from 'linkedom';
import { inject } from 'vitest';
import type { ServerPage } from './html.ts';

// A visitor with JavaScript off, without a browser (issue 27): what Chromium does with server HTML alone is
// follow links and redirects, submit forms as their markup says (method, action, named fields) and keep
// the site's cookies. Journeys that only do that (sign in with a code, read the pages of a session) run
// over plain HTTP against the platform under test; what needs layout, focus or script stays in Chromium.

/** How many redirects an answer may take before it counts as a loop. */
const MAX_REDIRECTS = 5;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A visitor of one site, keeping its cookies from answer to answer, as a browser without JavaScript would. */
export class SiteVisitor {
  private readonly host: string;
  private readonly cookies = new Map<string, string>();

  /** `headers` go with every request, e.g. a `CF-Connecting-IP` of the visitor's own. */
  constructor(
    tenant: string,
    private readonly headers: Record<string, string> = {},
  ) {
    this.host = `${tenant}.localhost`;
  }

  /** GETs `path`, following the site's redirects, and parses the final answer. */
  open(path: string): Promise<ServerPage> {
    return this.follow('GET', path);
  }

  /**
   * Submits `form` as Chromium would without JavaScript: its named fields with their values, `values` by
   * each field's label text overriding them, the submit button named `submitter` (or its first) sent
   * when it has a name; then follows the answer's redirects.
   * @example await visitor.submit(page, form, { Mobile: '0412 345 678' }, 'Send Code')
   */
  submit(page: ServerPage, form: Element, values: Record<string, string>, submitter?: string): Promise<ServerPage> {
    const document = form.ownerDocument;
    const fields = new URLSearchParams();
    const named = new Map<string, string>();
    for (const [label, value] of Object.entries(values)) {
      const field = fieldLabelled(document, form, label);
      named.set(String(field.getAttribute('name')), value);
    }
    for (const control of form.querySelectorAll('input[name], select[name], textarea[name]')) {
      if (control.hasAttribute('disabled')) continue;
      const type = control.getAttribute('type');
      if ((type === 'checkbox' || type === 'radio') && !control.hasAttribute('checked')) continue;
      const name = String(control.getAttribute('name'));
      const value =
        control.tagName === 'SELECT'
          ? (control.querySelector('option[selected]') ?? control.querySelector('option'))?.getAttribute('value')
          : control.tagName === 'TEXTAREA'
            ? control.textContent
            : control.getAttribute('value');
      fields.append(name, named.get(name) ?? value ?? '');
      named.delete(name);
    }
    if (named.size > 0) throw new Error(`the form has no field for ${[...named.keys()].join(', ')}`);
    const buttons = [...form.querySelectorAll('button:not([type]), button[type="submit"], input[type="submit"]')];
    const button = submitter ? buttons.find((candidate) => candidate.textContent?.trim() === submitter) : buttons[0];
    if (!button) throw new Error(`the form has no submit button${submitter ? ` named '${submitter}'` : ''}`);
    if (button.getAttribute('name'))
      fields.append(String(button.getAttribute('name')), button.getAttribute('value') ?? '');
    // The button's own formaction, when it has one, is where the form goes (e.g. sign-in's Verify).
    const target = attribute(button, 'formaction') ?? form.getAttribute('action') ?? page.path;
    const action = new URL(target, `http://${this.host}${page.path}`);
    const path = `${action.pathname}${action.search}`;
    if ((form.getAttribute('method') ?? 'get').toLowerCase() === 'post') return this.follow('POST', path, fields);
    return this.follow('GET', `${action.pathname}?${fields}`);
  }

  private async follow(method: 'GET' | 'POST', path: string, body?: URLSearchParams): Promise<ServerPage> {
    let current = path;
    let answer = await this.send(method, current, body);
    for (let redirects = 0; answer.status >= 300 && answer.status < 400; redirects += 1) {
      const location = answer.headers.location;
      if (typeof location !== 'string' || redirects >= MAX_REDIRECTS) break;
      const next = new URL(location, `http://${this.host}${current}`);
      if (next.hostname !== this.host) throw new Error(`${current} redirects off the site, to ${location}`);
      current = `${next.pathname}${next.search}`;
      // A 307/308 repeats the request; every other redirect is followed with a GET, as browsers do.
      answer =
        answer.status === 307 || answer.status === 308
          ? await this.send(method, current, body)
          : await this.send('GET', current);
    }
    return { path: current, status: answer.status, document: parseHTML(answer.text).document, html: answer.text };
  }

  private send(method: 'GET' | 'POST', path: string, body?: URLSearchParams): Promise<Answer> {
    const payload = method === 'POST' ? String(body ?? '') : undefined;
    const headers: Record<string, string> = {
      ...this.headers,
      Host: this.host,
      ...(this.cookies.size > 0
        ? { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
        : {}),
      ...(payload === undefined
        ? {}
        : {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Content-Length': String(Buffer.byteLength(payload)),
            // The same site as the Host this sends, as the platform's cross-origin check wants.
            Origin: `http://${this.host}`,
          }),
    };
    return new Promise((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port: inject('port'), path, method, headers }, (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () => {
          this.keepCookies(incoming.headers['set-cookie'] ?? []);
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text });
        });
      });
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  /** Keeps each cookie the site sets, and forgets one it expires (a sign-out). */
  private keepCookies(setCookies: readonly string[]): void {
    for (const setCookie of setCookies) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=').map((part) => part.trim().toLowerCase());
        return (key === 'max-age' && Number(setting) <= 0) || (key === 'expires' && Date.parse(setting) < Date.now());
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The form control `label` names: its `for` target, or the control inside it; throws when there is none. */
export function fieldLabelled(document: Document, scope: ParentNode, label: string): Element {
  for (const element of scope.querySelectorAll('label')) {
    if (element.textContent?.trim() !== label) continue;
    const target = element.getAttribute('for');
    const field = target ? document.getElementById(target) : element.querySelector('input, select, textarea');
    if (field) return field;
  }
  throw new Error(`no field labelled '${label}'`);
}

/**
 * An attribute's value whatever its case: React's server HTML keeps a few in camelCase (`readOnly`,
 * `formAction`), which Chromium's parser folds to lower case and linkedom's keeps.
 */
export function attribute(element: Element, name: string): string | null {
  const found = [...element.attributes].find((candidate) => candidate.name.toLowerCase() === name);
  return found ? found.value : null;
}
