// @forecourt/shell: the HTML document and the site chrome, server-rendered for the gateway.

export { DEVICE_LIST_PATHS } from './chrome/device-list-markup';
export { type Preload, type ShellAssets, UNBUILT_SHELL_ASSETS } from './document/Document';
export { type FragmentHydration, FragmentIsland, type FragmentIslandProps } from './document/FragmentIsland';
export { ISLAND_ELEMENT_ID, readIsland, type ShellIsland } from './document/island';
export { type PageHead, type PageOptions, renderPage, uniquePreloads } from './document/render-page';
export { renderUnknownSitePage } from './document/unknown-site';
export { ContentSection, type ContentSectionView, sanitisedSection } from './pages/ContentSection';
export {
  DealerHomeBody,
  type DealerHomeBodyProps,
  type DealerPageLink,
  type DealerReleaseChangeView,
  DealerReleasesBody,
  type DealerReleasesBodyProps,
  DealerSignInBody,
  type DealerSignInBodyProps,
} from './pages/DealerBodies';
export { DeviceListBody, deviceListTitle } from './pages/DeviceListBody';
export { ErrorBody } from './pages/ErrorBody';
export { FORM_REFUSED_TITLE, FormRefusedBody, type FormRefusedBodyProps } from './pages/FormRefusedBody';
export { FRAGMENT_FALLBACK_TEXT, FragmentFallback, type FragmentFallbackProps } from './pages/FragmentFallback';
export { HomeBody, type HomeBodyProps } from './pages/HomeBody';
export {
  ACCOUNT_DETAILS_ACTION,
  ACCOUNT_FORGET_ACTION,
  MyGarageBody,
  type MyGarageBodyProps,
} from './pages/MyGarageBody';
export { NotFoundBody } from './pages/NotFoundBody';
export { SignInBody, type SignInBodyProps, type SignInDetails, signInAction } from './pages/SignInBody';
export { SuccessBody, type SuccessBodyProps } from './pages/SuccessBody';
export { BlogList, BlogPostBody } from './pages/site/BlogBodies';
export type { Choice } from './pages/site/LeadFormParts';
export type { SitePageForm } from './pages/site/SiteForms';
export { SitePageBody, type SitePageBodyProps, type SitePageSectionView } from './pages/site/SitePageBody';
export { WatchlistBody, type WatchlistBodyProps } from './pages/WatchlistBody';
