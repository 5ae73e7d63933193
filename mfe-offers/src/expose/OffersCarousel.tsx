// Exposed as `mfe_offers/OffersCarousel`: the home page's offers carousel, hydrated with the fragment's
// `data` as props (`OffersCarouselData`).

export { OffersCarousel as default, type OffersCarouselData } from '../features/offers-carousel/OffersCarousel';
