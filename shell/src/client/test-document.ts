import type { IslandNode, IslandRoot } from './islands';

// A stand-in document for the client's pure parts: enough of querySelectorAll for the two selectors
// islands.ts uses, and elements that record the attributes the client sets.

export interface FakeElement extends IslandNode {
  tag: string;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
}

export function fakeElement(
  tag: string,
  attributes: Record<string, string>,
  textContent: string | null = null,
): FakeElement {
  const element: FakeElement = {
    tag,
    attributes: { ...attributes },
    id: attributes.id ?? '',
    textContent,
    getAttribute: (name) => element.attributes[name] ?? null,
    setAttribute: (name, value) => {
      element.attributes[name] = value;
    },
  };
  return element;
}

/** Supports `[attr]` and `tag[attr]`, the only selectors the client uses. */
export function fakeDocument(elements: FakeElement[]): IslandRoot<FakeElement> {
  return {
    querySelectorAll(selector) {
      const match = /^([a-z]*)\[([a-z-]+)\]$/.exec(selector);
      if (!match) throw new Error(`the stand-in document does not support ${selector}`);
      const [, tag, attribute = ''] = match;
      return elements.filter((element) => (!tag || element.tag === tag) && attribute in element.attributes);
    },
  };
}

/** An island as the gateway writes it: the element, then its data script. */
export function islandMarkup(id: string, payload: unknown, module?: string): FakeElement[] {
  const moduleName = module ?? (payload as { module?: string }).module ?? '';
  return [
    fakeElement('div', { id, 'data-fc-island': moduleName }),
    fakeElement('script', { type: 'application/json', 'data-fc-island-data': id }, JSON.stringify(payload)),
  ];
}

export function payloadFor(remote: string, version: string, exposed = 'VehiclePage', data: unknown = { slug: 'x' }) {
  return {
    module: `${remote}/${exposed}`,
    remote: { name: remote, version, manifestUrl: `/_mf/${remote}/${version}/mf-manifest.json` },
    data,
  };
}
