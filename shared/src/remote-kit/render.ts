import type { ReactElement } from 'react';
// The edge build, named explicitly: it is what workerd resolves `react-dom/server` to, and naming it
// makes the Node tests render with the same build as the Worker.
import { renderToReadableStream } from 'react-dom/server.edge';
import { visuallyHiddenAsClasses } from '../domain/fragment/visually-hidden-markup';

/**
 * Renders an island to a complete HTML string (all Suspense boundaries resolved), with React ids
 * prefixed by the island id so they match the client's `hydrateRoot` and never collide across islands.
 * react-aria's visually hidden styles are written as classes, since the site's CSP refuses inline style
 * attributes. Rejects when the root fails to render.
 * @example const html = await renderIsland(<VehiclePage {...data} />, 'fc-vehicle');
 * @example const html = await renderIsland(<SearchPage {...data} />, 'fc-search-page');
 */
export async function renderIsland(element: ReactElement, islandId: string): Promise<string> {
  const stream = await renderToReadableStream(element, {
    identifierPrefix: `${islandId}-`,
    // An island is read whole (below), so every Suspense boundary is written in place: never moved out
    // to the end of the stream with an inline script to swap it in (the CSP allows no such script),
    // which React otherwise does with a boundary once 12,800 bytes have gone before it.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // React hoists a preload for every eagerly loaded image. In a fragment those would be <link>s in the
    // body, ahead of the island's markup; given onHeaders, React hands them over as a Link header
    // instead, which is dropped here: the gateway preloads what the fragment's `head.preloadImages` names.
    onHeaders() {},
    onError(error) {
      // Errors inside Suspense boundaries do not reject; log them so they are seen.
      console.error(`[fc] render error in island #${islandId}`, error);
    },
  });
  await stream.allReady;
  return visuallyHiddenAsClasses(await new Response(stream).text());
}
