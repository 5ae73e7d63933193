import { type FragmentSiteSettings, FragmentSiteSettingsSchema, type FragmentTenant } from '@forecourt/shared';

// A request's site settings; a gateway that sent none gets the defaults (no finance rules).

const DEFAULTS = FragmentSiteSettingsSchema.parse({});

/** The tenant's settings, or the defaults. */
export function settingsOf(tenant: FragmentTenant): FragmentSiteSettings {
  return tenant.settings ?? DEFAULTS;
}
