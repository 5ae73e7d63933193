// @forecourt/shell: the HTML document and the site chrome, server-rendered for the gateway.

export { ISLAND_ELEMENT_ID, readIsland, type ShellIsland } from './document/island';
export { type PageOptions, renderPage } from './document/render-page';
export { renderUnknownSitePage } from './document/unknown-site';
export { ErrorBody } from './pages/ErrorBody';
export { HomeBody, type HomeBodyProps } from './pages/HomeBody';
export { NotFoundBody } from './pages/NotFoundBody';
