import type { BrandEntry, MenuItem, StockMenuEntry } from '@forecourt/shared';
import { ariaCurrent } from './aria-current';
import { BrandMenu } from './BrandMenu';

interface HeaderMenuProps {
  items: MenuItem[];
  /** The current page's path, marked with `aria-current="page"`. */
  currentPath: string;
  /**
   * Groups the submenus' `<details>` so that opening one closes the others (native exclusive
   * accordion; browsers without it simply allow several open).
   */
  group: string;
  /** The Our Stock entries with live counts, for an item with `dynamic: 'stock'`; null: its configured entries. */
  stockMenu: StockMenuEntry[] | null;
  /** The site's brands, for the brand logo dropdown at the end (none: no dropdown). */
  brands: readonly BrandEntry[];
}

const COUNT = new Intl.NumberFormat('en-AU');

/** A submenu entry; `count` is how many vehicles its search finds (Our Stock). */
interface SubmenuLink {
  label: string;
  href: string;
  count?: number;
}

/**
 * The header's links. An item with children is a `<details>` disclosure: it opens with a click,
 * Enter or Space without any JavaScript, and its first entry is the item's own page; the client adds
 * the arrow keys, Escape and click-outside (client/menus.ts).
 * @example <HeaderMenu items={tenant.menus.header} currentPath="/" group="fc-menu-wide" stockMenu={null} brands={[]} />
 */
export function HeaderMenu({ items, currentPath, group, stockMenu, brands }: HeaderMenuProps) {
  return (
    <ul className="fc-menu">
      {items.map((item) =>
        item.children.length === 0 ? (
          <li key={`${item.label}|${item.href}`}>
            <a className="fc-menu__link" href={item.href} aria-current={ariaCurrent(item.href, currentPath)}>
              {item.label}
            </a>
          </li>
        ) : (
          <li key={`${item.label}|${item.href}`}>
            <details className="fc-submenu" name={group} data-fc-submenu="">
              <summary className="fc-menu__summary">
                {item.label}
                <span className="fc-chevron" aria-hidden="true" />
              </summary>
              <ul className="fc-submenu__list">
                {submenuLinks(item, stockMenu).map((link) => (
                  <li key={`${link.label}|${link.href}`}>
                    <a className="fc-submenu__link" href={link.href} aria-current={ariaCurrent(link.href, currentPath)}>
                      {link.label}
                      {link.count !== undefined && (
                        <span className="fc-menu__count">{`(${COUNT.format(link.count)})`}</span>
                      )}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ),
      )}
      {brands.length > 0 && (
        <li>
          <BrandMenu brands={brands} currentPath={currentPath} group={group} />
        </li>
      )}
    </ul>
  );
}

/**
 * The Our Stock item lists the counted entries when the gateway has them. Otherwise a summary cannot
 * hold a link, so the item's own page leads its submenu unless a child already is it.
 */
function submenuLinks(item: MenuItem, stockMenu: StockMenuEntry[] | null): SubmenuLink[] {
  if (item.dynamic === 'stock' && stockMenu !== null && stockMenu.length > 0) return stockMenu;
  if (item.children.some((child) => child.href === item.href)) return item.children;
  return [{ label: item.label, href: item.href }, ...item.children];
}
