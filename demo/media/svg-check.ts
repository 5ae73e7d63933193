/**
 * A strict little well-formedness check for the SVG we generate (no DOM parser in Workers or Node):
 * one root `<svg>`, balanced tags, double-quoted attributes, and no raw `<` or stray `&` in text or
 * attribute values. Used by the tests; returns the problems found (none means well formed).
 *
 * @example svgProblems('<svg viewBox="0 0 1 1"><g></svg>') // ["unclosed <g>"]
 */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  const entity = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
  const badAmp = (s: string) => s.replace(entity, '').includes('&');
  let roots = 0;
  let i = 0;
  while (i < svg.length) {
    if (svg[i] !== '<') {
      const next = svg.indexOf('<', i);
      const text = svg.slice(i, next === -1 ? svg.length : next);
      if (stack.length === 0 && text.trim()) problems.push('text outside the root');
      if (badAmp(text)) problems.push(`unescaped & in text "${text.slice(0, 40)}"`);
      if (text.includes('>')) problems.push(`raw > in text "${text.slice(0, 40)}"`);
      i = next === -1 ? svg.length : next;
      continue;
    }
    tag.lastIndex = i;
    const m = tag.exec(svg);
    if (!m) {
      problems.push(`malformed tag at ${i}: ${svg.slice(i, i + 40)}`);
      break;
    }
    const [whole, closing, name, attrs, selfClosing] = m as unknown as [string, string, string, string, string];
    if (badAmp(attrs)) problems.push(`unescaped & in <${name}> attributes`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else {
      if (stack.length === 0) roots++;
      if (!selfClosing) stack.push(name);
    }
    i += whole.length;
  }
  for (const open of stack) problems.push(`unclosed <${open}>`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  if (!svg.startsWith('<svg ')) problems.push('root is not <svg>');
  return problems;
}

/**
 * The root element's attributes.
 *
 * @example rootAttributes('<svg width="300" height="200">…') // { width: "300", height: "200" }
 */
export function rootAttributes(svg: string): Record<string, string> {
  const open = /^<svg([^>]*)>/.exec(svg)?.[1] ?? '';
  return Object.fromEntries([...open.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1] as string, m[2] as string]));
}
