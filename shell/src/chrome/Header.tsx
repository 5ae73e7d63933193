import type { StockMenuEntry, TenantConfig } from '@forecourt/shared';
import { telHref } from '@forecourt/shared/format/tel-href';
import { switchedOnMenu } from '@forecourt/shared/site-pages/feature-routes';
import { MenuIcon, PhoneIcon } from '@forecourt/shared/ui/Icons';
import { DeviceCounts } from './DeviceCounts';
import { HeaderMenu } from './HeaderMenu';

interface HeaderProps {
  tenant: TenantConfig;
  currentPath: string;
  /** The Our Stock entries with live counts; null: the site's configured entries. */
  stockMenu: StockMenuEntry[] | null;
}

/**
 * The site header: logo home link, the header menu (with the Our Stock counts and the brand logo
 * dropdown), the favourites and compare counts (filled in
 * by the client) and the call button.
 *
 * The menu is rendered twice, once as a row for wide screens and once inside a "Menu" disclosure for
 * phones; CSS shows exactly one (the other is `display: none`, so it is absent from the accessibility
 * tree too). This keeps both working without JavaScript, which a single `<details>` cannot do on
 * wide screens in browsers without `::details-content`.
 * @example <Header tenant={tenant} currentPath="/" stockMenu={null} />
 */
export function Header({ tenant, currentPath, stockMenu }: HeaderProps) {
  const { logo } = tenant.theme;
  const phone = tenant.phones.default.trim();
  // No entry leads to a page of a feature the site has switched off (it would only redirect).
  const items = switchedOnMenu(tenant.menus.header, tenant.features);
  const menu = { items, currentPath, stockMenu, brands: tenant.catalogue.brands };
  return (
    <header className="fc-header">
      <div className="fc-container fc-header__inner">
        <a className="fc-header__logo" href="/">
          <img src={logo.url} alt={tenant.name} width={logo.width} height={logo.height} />
        </a>
        {items.length > 0 && (
          <nav className="fc-nav-wide" aria-label="Main">
            <HeaderMenu {...menu} group="fc-menu-wide" />
          </nav>
        )}
        <DeviceCounts />
        {phone && (
          <a className="fc-phone" href={telHref(phone) ?? undefined}>
            <PhoneIcon className="fc-icon" />
            <span>Call</span> <span className="fc-phone__number">{phone}</span>
          </a>
        )}
        {items.length > 0 && (
          <details className="fc-nav-compact" data-fc-menu="">
            <summary>
              <MenuIcon className="fc-icon" />
              Menu
            </summary>
            <nav className="fc-nav-compact__panel" aria-label="Main">
              <HeaderMenu {...menu} group="fc-menu-compact" />
            </nav>
          </details>
        )}
      </div>
    </header>
  );
}
