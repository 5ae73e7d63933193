import { describe, expect, it } from 'vitest';
import { DEFAULT_DEALER_DELIVERY } from '../pricing/drive-away/rates';
import { type TenantConfig, TenantConfigSchema } from '../schemas/tenant';
import { FragmentRequestSchema, FragmentSiteSettingsSchema, fragmentSiteSettingsOf } from './contract';

const tenant: TenantConfig = TenantConfigSchema.parse({
  slug: 'harbourcity',
  name: 'Harbour City',
  template: 'group',
  websiteId: 1,
  hostnames: ['harbourcity.localhost'],
  theme: {
    colors: Object.fromEntries(
      [
        'primary',
        'primaryContrast',
        'secondary',
        'accent',
        'background',
        'surface',
        'text',
        'mutedText',
        'border',
        'success',
        'danger',
      ].map((name) => [name, '#123456']),
    ),
    logo: { url: '/logo.svg', alt: 'Harbour City', width: 180, height: 48 },
  },
  dealerships: ['harbour-city-toyota'],
  phones: { default: '02 5550 0100' },
  features: { finance: true, certifiedOnly: true },
  stock: {},
  justArrivedDays: 5,
  promoCards: { positions: [8], randomOffset: true, title: 'Finance', href: '/finance' },
  search: { clearFiltersPath: '/search/used-cars' },
  finance: { provider: 'youx', defaultInterestRate: 8.99, link: '/car-finance' },
  menus: { header: [], footerGroups: [] },
  driveAway: { dealerDelivery: 1_990 },
});

describe('fragmentSiteSettingsOf', () => {
  it('sends a fragment the site’s flags, name, listing, gallery, lead-form, phone, finance and drive-away settings', () => {
    const settings = fragmentSiteSettingsOf(tenant);
    expect(settings).toEqual({
      features: tenant.features,
      justArrivedDays: 5,
      promoCards: {
        positions: [8],
        randomOffset: true,
        variant: 'grid',
        title: 'Finance',
        href: '/finance',
        slides: [],
      },
      search: {
        clearFiltersPath: '/search/used-cars',
        resultCacheSize: 10,
        hitLimit: 10,
        similarCarsCount: 6,
        facetLimits: { city: 20, dealership: 40 },
        pathPrefix: '/search',
        savedSearchesPerShopper: 10,
      },
      budgetFinder: { quickPicks: 'standard' },
      financeLink: '/car-finance',
      siteName: 'Harbour City',
      galleryDefaultView: 'spinner',
      leadForms: {
        messageRequired: true,
        dealershipFieldRemoved: false,
        locationEnabled: false,
        testDriveTermsRequired: false,
      },
      phones: tenant.phones,
      finance: { defaultInterestRate: 8.99, defaultTermYears: 5, defaultDeposit: 0 },
      financeRules: {
        provider: 'youx',
        fixedFees: false,
        lenderPanelDisabled: false,
        lenderPanelExcludedMakes: [],
        callToAction: false,
        enquiryPhone: null,
        cardButtonLabel: 'Get Finance',
        wording: {
          landingHeading: 'Get Finance Now',
          preApproval: 'Instant Finance pre-approval with no impact on your credit score.',
        },
        askPostcode: true,
      },
      driveAway: { dealerDelivery: 1_990 },
    });
    // What the gateway sends is what the remote reads back.
    expect(FragmentSiteSettingsSchema.parse(JSON.parse(JSON.stringify(settings)))).toEqual(settings);
  });

  it('has no finance link for a site without finance', () => {
    const settings = fragmentSiteSettingsOf({ ...tenant, finance: null });
    expect(settings.financeLink).toBeNull();
    expect(settings.finance).toBeNull();
  });
});

describe('FragmentSiteSettingsSchema', () => {
  it('fills in the platform defaults', () => {
    expect(FragmentSiteSettingsSchema.parse({})).toMatchObject({
      features: { favouritesStorage: true, compareStorage: true, certifiedOnly: false },
      justArrivedDays: 8,
      promoCards: { positions: [] },
      search: { clearFiltersPath: '/special-offers', resultCacheSize: 10, pathPrefix: '/search' },
      financeLink: null,
      galleryDefaultView: 'spinner',
      leadForms: { messageRequired: true },
      finance: null,
      driveAway: { dealerDelivery: DEFAULT_DEALER_DELIVERY },
    });
  });

  it('is optional in a fragment request (a gateway that sends none)', () => {
    const request = FragmentRequestSchema.parse({
      params: {},
      tenant: { slug: 'x', host: 'x.localhost', websiteId: 1 },
      islandId: 'fc-search-page',
    });
    expect(request.tenant.settings).toBeUndefined();
  });
});
