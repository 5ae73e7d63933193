import { visuallyHiddenAsClasses } from '@forecourt/shared/fragment/visually-hidden-markup';

// The document the shell streams is React server markup like a remote's island, with the same
// react-aria visually hidden styles wherever a page body or the chrome uses a kit control (a checkbox,
// a select's hidden <select>); the site's CSP refuses those inline style attributes. A remote's island
// is rewritten whole before it reaches the shell, but the document is a stream, so the rewrite runs
// chunk by chunk: a chunk may end inside a start tag, and that tail waits for the next chunk, since
// the rewrite must see a whole tag. React escapes `<` and `>` inside attribute values, so a `<` with
// no `>` after it is the only place a tag can be cut.

/** The unfinished start tag at the end of `text`, if any: from its last `<` with no `>` after it. */
function unfinishedTagStart(text: string): number {
  const open = text.lastIndexOf('<');
  return open > text.lastIndexOf('>') ? open : text.length;
}

/**
 * A transform of streamed HTML (UTF-8 bytes) that writes react-aria's visually hidden styles as the
 * shell stylesheet's classes (`visuallyHiddenAsClasses`), holding back only an unfinished tag.
 * @example return stream.pipeThrough(visuallyHiddenAsClassesStream());
 */
export function visuallyHiddenAsClassesStream(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = '';
  return new TransformStream({
    transform(chunk, controller) {
      const text = held + decoder.decode(chunk, { stream: true });
      const cut = unfinishedTagStart(text);
      held = text.slice(cut);
      if (cut > 0) controller.enqueue(encoder.encode(visuallyHiddenAsClasses(text.slice(0, cut))));
    },
    flush(controller) {
      const rest = held + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(visuallyHiddenAsClasses(rest)));
    },
  });
}
