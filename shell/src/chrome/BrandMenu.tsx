import type { BrandEntry } from '@forecourt/shared';
import { brandHref } from '@forecourt/shared/catalogue/brands';
import { ariaCurrent } from './aria-current';

interface BrandMenuProps {
  /** The site's brand entries (tenant `catalogue.brands`, the same list as the catalogue's brand tiles). */
  brands: readonly BrandEntry[];
  currentPath: string;
  /** The header menu's exclusive group: opening this closes the other submenus. */
  group: string;
}

/** The logo's box; the drawings are wordmarks, drawn to fit. */
const LOGO_WIDTH = 96;
const LOGO_HEIGHT = 48;

/**
 * The brand logo dropdown of the header (spec: 001 §2 "A brand logo dropdown in the header"): each brand's
 * logo and name, leading where its tile does (its page, or its stock search for a brand without one). A
 * `<details>` like the other submenus, so it works without JavaScript; the logos load lazily, so a closed
 * dropdown costs no image requests.
 * @example <BrandMenu brands={tenant.catalogue.brands} currentPath="/" group="fc-menu-wide" />
 */
export function BrandMenu({ brands, currentPath, group }: BrandMenuProps) {
  return (
    <details className="fc-submenu fc-brand-menu" name={group} data-fc-submenu="">
      <summary className="fc-menu__summary">
        Brands
        <span className="fc-chevron" aria-hidden="true" />
      </summary>
      <ul className="fc-submenu__list fc-brand-menu__list">
        {brands.map((brand) => {
          const href = brandHref(brand);
          return (
            <li key={brand.slug}>
              <a
                className="fc-submenu__link fc-brand-menu__link"
                href={href}
                aria-current={ariaCurrent(href, currentPath)}
              >
                {brand.logo !== null && (
                  <img
                    src={brand.logo}
                    alt=""
                    width={LOGO_WIDTH}
                    height={LOGO_HEIGHT}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <span>{brand.title}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
