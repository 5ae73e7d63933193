import type { MenuItem } from '@forecourt/shared';

interface HeaderMenuProps {
  items: MenuItem[];
  /** The current page's path, marked with `aria-current="page"`. */
  currentPath: string;
  /**
   * Groups the submenus' `<details>` so that opening one closes the others (native exclusive
   * accordion; browsers without it simply allow several open).
   */
  group: string;
}

/**
 * The header's links. An item with children is a `<details>` disclosure: it opens with a click,
 * Enter or Space without any JavaScript, and its first entry is the item's own page.
 * @example <HeaderMenu items={tenant.menus.header} currentPath="/" group="fc-menu-wide" />
 */
export function HeaderMenu({ items, currentPath, group }: HeaderMenuProps) {
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
                {submenuLinks(item).map((link) => (
                  <li key={`${link.label}|${link.href}`}>
                    <a className="fc-submenu__link" href={link.href} aria-current={ariaCurrent(link.href, currentPath)}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

/** A summary cannot hold a link, so the item's own page leads its submenu unless a child already is it. */
function submenuLinks(item: MenuItem): MenuItem['children'] {
  if (item.children.some((child) => child.href === item.href)) return item.children;
  return [{ label: item.label, href: item.href }, ...item.children];
}

function ariaCurrent(href: string, currentPath: string): 'page' | undefined {
  return href === currentPath ? 'page' : undefined;
}
