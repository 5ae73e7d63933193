import { onDemand } from '../gallery/on-demand';

// The spin feature's chunks, each fetched on first use (the gallery asks when the view is shown, or
// earlier, when the pointer or focus reaches its switch).

/** The 360° spin viewer (SpinViewer.tsx). */
export const loadSpinViewer = onDemand(() =>
  import(/* webpackChunkName: "spin-viewer" */ './SpinViewer').then((module) => module.SpinViewer),
);

/** The interior picture with its hotspots (InteriorViewer.tsx). */
export const loadInteriorViewer = onDemand(() =>
  import(/* webpackChunkName: "interior-viewer" */ './InteriorViewer').then((module) => module.InteriorViewer),
);
