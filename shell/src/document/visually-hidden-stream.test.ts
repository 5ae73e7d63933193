import { describe, expect, it } from 'vitest';
import { visuallyHiddenAsClassesStream } from './visually-hidden-stream';

const HIDDEN =
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;white-space:nowrap';

/** `html` cut into chunks at `cuts` (byte offsets), streamed through the transform and read back. */
async function throughStream(html: string, cuts: number[]): Promise<string> {
  const bytes = new TextEncoder().encode(html);
  const edges = [0, ...cuts, bytes.length];
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 1; i < edges.length; i++) controller.enqueue(bytes.slice(edges[i - 1], edges[i]));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(visuallyHiddenAsClassesStream())).text();
}

describe('visuallyHiddenAsClassesStream', () => {
  const html = `<main><p>Café ≥ 5 “quoted”</p><label><span style="${HIDDEN}"><input type="checkbox"/></span>Remember me</label></main>`;
  const expected =
    '<main><p>Café ≥ 5 “quoted”</p><label><span class="fc-visually-hidden"><input type="checkbox"/></span>Remember me</label></main>';

  it('rewrites a tag wherever the chunks cut it, multi-byte characters included', async () => {
    const length = new TextEncoder().encode(html).length;
    for (let cut = 1; cut < length; cut++) {
      expect(await throughStream(html, [cut]), `cut at ${cut}`).toBe(expected);
    }
  });

  it('rewrites across many small chunks, and leaves other styles and plain text alone', async () => {
    const other = '<div style="left:20%">a &lt; b</div>';
    const cuts = Array.from({ length: 40 }, (_, i) => i * 7 + 3);
    expect(await throughStream(`${html}${other}`, cuts)).toBe(`${expected}${other}`);
  });

  it('writes out an unfinished tag at the end of the stream as it is', async () => {
    expect(await throughStream('<p>done</p><span', [5])).toBe('<p>done</p><span');
  });
});
