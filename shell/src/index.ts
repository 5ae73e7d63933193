// @forecourt/shell: the HTML document and the site chrome, server-rendered for the gateway.

export type { Preload } from './document/Document';
export { type FragmentHydration, FragmentIsland, type FragmentIslandProps } from './document/FragmentIsland';
export { ISLAND_ELEMENT_ID, readIsland, type ShellIsland } from './document/island';
export { type PageHead, type PageOptions, renderPage, uniquePreloads } from './document/render-page';
export { renderUnknownSitePage } from './document/unknown-site';
export { ErrorBody } from './pages/ErrorBody';
export { FRAGMENT_FALLBACK_TEXT, FragmentFallback, type FragmentFallbackProps } from './pages/FragmentFallback';
export { HomeBody, type HomeBodyProps } from './pages/HomeBody';
export { NotFoundBody } from './pages/NotFoundBody';
export { OnlinePaymentBody, type OnlinePaymentBodyProps } from './pages/OnlinePaymentBody';
export { SignInBody, type SignInBodyProps, type SignInDetails, signInAction } from './pages/SignInBody';
export { SuccessBody, type SuccessBodyProps } from './pages/SuccessBody';
export { WatchlistBody, type WatchlistBodyProps } from './pages/WatchlistBody';
