import {
  type BlogCard,
  HOME_SHELL_BLOCKS,
  type TenantConfig,
  type TenantConfigInput,
  TenantConfigSchema,
} from '@forecourt/shared';
import type { HomeBodyProps } from './pages/HomeBody';

// A sample dealer site and home-page data for the shell's tests and previews.

const SAMPLE_TENANT: TenantConfigInput = {
  slug: 'bayside',
  name: 'Bayside Motor Group',
  template: 'group',
  websiteId: 4101,
  hostnames: ['bayside.localhost', 'www.baysidemotorgroup.com.au'],
  theme: {
    colors: {
      primary: '#0b4f8a',
      primaryContrast: '#ffffff',
      secondary: '#13253a',
      accent: '#f5a623',
      background: '#ffffff',
      surface: '#f3f5f8',
      text: '#15202b',
      mutedText: '#56636f',
      border: '#d8dee5',
      success: '#1d7a3a',
      danger: '#b3261e',
    },
    logo: { url: '/media/v1/logo/tenant-bayside.svg', alt: 'Bayside Motor Group', width: 200, height: 48 },
  },
  dealerships: ['bayside-toyota', 'bayside-mazda'],
  phones: { default: '(07) 3391 4400' },
  features: { finance: true },
  stock: {},
  finance: { provider: 'manual', defaultInterestRate: 8.99 },
  menus: {
    header: [
      { label: 'Home', href: '/' },
      {
        label: 'Our Stock',
        href: '/search',
        children: [
          { label: 'New Cars', href: '/search/new-cars' },
          { label: 'Used Cars', href: '/search/used-cars' },
          { label: 'Demo Cars', href: '/search/new-and-demo-cars' },
        ],
        dynamic: 'stock',
      },
      { label: 'Offers', href: '/special-offers' },
      {
        label: 'Service and Parts',
        href: '/service',
        children: [
          { label: 'Book a Service', href: '/service#service-booking' },
          { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
        ],
      },
      { label: 'Finance', href: '/finance' },
      {
        label: 'Company',
        href: '/about-us',
        children: [
          { label: 'About Us', href: '/about-us' },
          { label: 'Careers', href: '/careers' },
          { label: 'Contact Us', href: '/contact-us' },
        ],
      },
    ],
    footerGroups: [
      {
        title: 'Buyer Tools',
        links: [
          { label: 'Search all vehicles', href: '/search' },
          { label: 'Car finance', href: '/finance' },
          { label: 'Value your trade-in', href: '/trade-in' },
        ],
      },
      {
        title: 'Servicing and Parts',
        links: [
          { label: 'Book a service', href: '/service#service-booking' },
          { label: 'Parts and accessories', href: '/vehicle-parts-and-accessories' },
        ],
      },
      {
        title: 'Bayside Motor Group',
        links: [
          { label: 'About us', href: '/about-us' },
          { label: 'Our locations', href: '/contact-us' },
          { label: 'Privacy policy', href: '/privacy-policy' },
          { label: 'Terms and conditions', href: '/terms-and-conditions' },
        ],
      },
    ],
  },
  announcement: { text: 'Spring Sale: drive-away deals on selected new models', href: '/special-offers' },
  popup: {
    id: 'spring-sale-2026',
    title: 'Spring Sale on now',
    body: 'Drive-away pricing and bonus accessories on selected new models, while stocks last.',
    href: '/special-offers',
    ctaLabel: 'View the offers',
    expiresAt: '2099-12-31',
  },
};

/** A complete tenant config, with the schema's defaults applied; pass overrides to vary it. */
export function sampleTenant(overrides: Partial<TenantConfigInput> = {}): TenantConfig {
  return TenantConfigSchema.parse({ ...SAMPLE_TENANT, ...overrides });
}

type SampleCar = HomeBodyProps['latestCars'][number];

function car(id: number, fields: Omit<SampleCar, 'id' | 'primary_image_url'> & { image?: boolean }): SampleCar {
  const { image = true, ...rest } = fields;
  return { id, primary_image_url: image ? `/media/v1/cars/${rest.slug}/1.jpg` : null, ...rest };
}

/** Eight cars covering the card's cases: was-price, price 0, no image, new with 0 km. */
export const SAMPLE_CARS: SampleCar[] = [
  car(501, {
    slug: '2023-toyota-rav4-gx-hybrid-501',
    name: '2023 Toyota RAV4 GX',
    badge: 'GX Hybrid 2WD',
    price: 42990,
    before_price: 45990,
    price_type: 'Drive Away',
    km: 18250,
    car_type: 'used',
    location_name: 'Bayside Toyota Wynnum',
  }),
  car(502, {
    slug: '2025-mazda-cx-5-maxx-sport-502',
    name: '2025 Mazda CX-5 Maxx Sport',
    badge: 'Maxx Sport FWD',
    price: 44510,
    before_price: null,
    price_type: 'Drive Away',
    km: 0,
    car_type: 'new',
    location_name: 'Bayside Mazda Capalaba',
  }),
  car(503, {
    slug: '2019-ford-ranger-xlt-503',
    name: '2019 Ford Ranger XLT',
    badge: 'XLT 3.2 (4x4) Double Cab',
    price: 0,
    before_price: null,
    price_type: null,
    km: 96410,
    car_type: 'used',
    location_name: 'Bayside Toyota Wynnum',
  }),
  car(504, {
    slug: '2024-toyota-corolla-ascent-sport-504',
    name: '2024 Toyota Corolla Ascent Sport',
    badge: 'Ascent Sport Hybrid',
    price: 33990,
    before_price: null,
    price_type: 'Excl. Govt. Charges',
    km: 1200,
    car_type: 'demo',
    location_name: 'Bayside Toyota Wynnum',
  }),
  car(505, {
    slug: '2021-hyundai-i30-active-505',
    name: '2021 Hyundai i30 Active',
    badge: null,
    price: 24750,
    before_price: 25990,
    price_type: 'Drive Away',
    km: 41873,
    car_type: 'used',
    location_name: 'Bayside Mazda Capalaba',
  }),
  car(506, {
    slug: '2020-mazda-bt-50-xt-506',
    name: '2020 Mazda BT-50 XT',
    badge: 'XT Freestyle Cab Chassis',
    price: 31880,
    before_price: null,
    price_type: 'Drive Away',
    km: 73002,
    car_type: 'used',
    location_name: 'Bayside Mazda Capalaba',
    image: false,
  }),
  car(507, {
    slug: '2022-kia-sportage-sx-507',
    name: '2022 Kia Sportage SX',
    badge: 'SX 2.0 MPI',
    price: 36450,
    before_price: null,
    price_type: 'Drive Away',
    km: 28644,
    car_type: 'used',
    location_name: 'Bayside Toyota Wynnum',
  }),
  car(508, {
    slug: '2025-toyota-hilux-sr5-508',
    name: '2025 Toyota HiLux SR5',
    badge: 'SR5 Double Cab 4x4',
    price: 67990,
    before_price: null,
    price_type: 'Drive Away',
    km: 0,
    car_type: 'new',
    location_name: 'Bayside Toyota Wynnum',
  }),
];

type SampleLocation = HomeBodyProps['locations'][number];

function location(
  id: number,
  name: string,
  slug: string,
  locationType: SampleLocation['location_type'],
  city: string,
  phone: string | null,
): SampleLocation {
  return {
    id,
    name,
    slug,
    location_type: locationType,
    address: {
      street: '1 Example Street',
      city,
      state: 'QLD',
      postcode: '4000',
      lat: -27.45,
      long: 153.1,
      place_id: null,
      place_url: null,
      map_key: null,
    },
    contact_detail: { phone, landline_phone: null, opening_hours: [] },
  };
}

export const SAMPLE_LOCATIONS: SampleLocation[] = [
  location(31, 'Bayside Toyota Wynnum', 'bayside-toyota-wynnum', 'sales', 'Wynnum', '(07) 3391 4401'),
  location(32, 'Bayside Toyota Service Centre', 'bayside-toyota-service', 'service', 'Wynnum', '(07) 3391 4402'),
  location(33, 'Bayside Mazda Capalaba', 'bayside-mazda-capalaba', 'sales', 'Capalaba', '(07) 3823 1100'),
];

/** The sample site's newest blog cards, newest first. */
export const SAMPLE_BLOG_CARDS: BlogCard[] = [
  {
    href: '/blog/towing-with-a-hilux',
    heading: 'Towing with a HiLux',
    image: null,
    description:
      'What the braked towing capacity means for your caravan, your boat and your licence, explained simply.',
    date: '2026-10-14',
  },
  {
    href: '/blog/five-checks-before-you-buy-used',
    heading: 'Five checks before you buy used',
    image: null,
    description: 'Service history, tyres, a test drive.',
    date: '2026-09-02',
  },
];

/** Home-page props for the sample tenant. */
export function sampleHomeProps(tenant: TenantConfig = sampleTenant()): HomeBodyProps {
  return {
    tenant,
    stockCounts: { new: 120, used: 1845, demo: 40 },
    latestCars: SAMPLE_CARS,
    locations: SAMPLE_LOCATIONS,
    blogCards: SAMPLE_BLOG_CARDS,
    salesToday: 80,
    blocks: HOME_SHELL_BLOCKS.map((block) => ({ kind: 'shell', block })),
  };
}
