import { describe, expect, it } from 'vitest';
import { type ClickNode, heldControl } from './replay';

// A stand-in tree: each node knows its tag, attributes and parent; closest() understands the selector
// lists replay.ts uses (tags, `a[href]`, `[role="…"]`).
class Node implements ClickNode {
  constructor(
    readonly name: string,
    readonly tagName: string,
    private readonly attributes: Record<string, string> = {},
    private readonly parent: Node | null = null,
  ) {}

  getAttribute(attribute: string): string | null {
    return this.attributes[attribute] ?? null;
  }

  closest(selectors: string): Node | null {
    if (selectors.split(',').some((selector) => this.matches(selector.trim()))) return this;
    return this.parent?.closest(selectors) ?? null;
  }

  private matches(selector: string): boolean {
    const role = /^\[role="([a-z]+)"\]$/.exec(selector);
    if (role) return this.attributes.role === role[1];
    if (selector === 'a[href]') return this.tagName === 'A' && 'href' in this.attributes;
    return selector.toUpperCase() === this.tagName;
  }
}

const node = (name: string, tagName: string, attributes: Record<string, string> = {}, parent: Node | null = null) =>
  new Node(name, tagName, attributes, parent);

describe('heldControl', () => {
  const island = node('island', 'DIV');
  const button = node('favourite', 'BUTTON', { type: 'button' }, island);
  const icon = node('icon', 'SVG', {}, button);
  const role = node('tab', 'DIV', { role: 'tab' }, island);
  const link = node('card', 'A', { href: '/cars/x' }, island);
  const inLink = node('title', 'SPAN', {}, link);
  const form = node('filters', 'FORM', {}, island);
  const submit = node('search', 'BUTTON', {}, form);
  const formButton = node('clear', 'BUTTON', { type: 'button' }, form);
  const field = node('make', 'SELECT', {}, form);
  const text = node('text', 'P', {}, island);

  it('holds a click on a control only code can work, found from what was clicked inside it', () => {
    expect(heldControl<Node>(button)?.name).toBe('favourite');
    expect(heldControl<Node>(icon)?.name).toBe('favourite');
    expect(heldControl<Node>(role)?.name).toBe('tab');
    expect(heldControl<Node>(formButton)?.name).toBe('clear');
  });

  it('leaves to the server HTML links, form submissions and fields, and ignores what is no control', () => {
    expect(heldControl(link)).toBeNull();
    expect(heldControl(inLink)).toBeNull();
    expect(heldControl(submit)).toBeNull();
    expect(heldControl(field)).toBeNull();
    expect(heldControl(text)).toBeNull();
    expect(heldControl(null)).toBeNull();
    expect(heldControl('x')).toBeNull();
  });
});
