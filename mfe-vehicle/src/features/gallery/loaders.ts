import { onDemand } from './on-demand';

/** The fullscreen viewer (FullscreenGallery.tsx), fetched on the first press of View fullscreen (or hover/focus). */
export const loadFullscreenGallery = onDemand(() =>
  import(/* webpackChunkName: "fullscreen-gallery" */ './FullscreenGallery').then((module) => module.FullscreenGallery),
);
