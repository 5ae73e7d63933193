import type { TenantConfig } from '@forecourt/shared';
import { telHref } from '@forecourt/shared/format/tel-href';
import { switchedOnLinks } from '@forecourt/shared/site-pages/feature-routes';
import { PaymentLogo } from '@forecourt/shared/ui/PaymentLogo';
import { StarRating } from './StarRating';

interface FooterProps {
  tenant: TenantConfig;
  /** The copyright year, worked out once per render (never inside a component, to keep renders pure). */
  year: number;
}

/**
 * The site footer: the tenant's footer groups as headed link lists, its star rating and accepted payment
 * logos (spec: 001 §2), then the name and copyright line. Links to switched-off features are left out.
 * @example <Footer tenant={tenant} year={2026} />
 */
export function Footer({ tenant, year }: FooterProps) {
  // No link leads to a page of a feature the site has switched off (it would only redirect).
  const groups = tenant.menus.footerGroups
    .map((group) => ({ ...group, links: switchedOnLinks(group.links, tenant.features) }))
    .filter((group) => group.links.length > 0);
  const phone = tenant.phones.default.trim();
  return (
    <footer className="fc-footer">
      <div className="fc-container">
        {groups.length > 0 && (
          <nav aria-label="Footer">
            <div className="fc-footer__groups">
              {groups.map((group) => (
                <section key={group.title}>
                  <h2 className="fc-footer__title">{group.title}</h2>
                  <ul className="fc-footer__links">
                    {group.links.map((link) => (
                      <li key={`${link.label}|${link.href}`}>
                        <a href={link.href}>{link.label}</a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </nav>
        )}
        {tenant.reviewRating || tenant.paymentLogos.length > 0 ? (
          <div className="fc-footer__extras">
            {tenant.reviewRating ? (
              <StarRating average={tenant.reviewRating.average} count={tenant.reviewRating.count} idPrefix="footer" />
            ) : null}
            {tenant.paymentLogos.length > 0 ? (
              <div className="fc-payments">
                <h2 className="fc-footer__title">We accept</h2>
                <ul className="fc-payments__list">
                  {tenant.paymentLogos.map((name) => (
                    <li key={name} className="fc-payments__logo">
                      <PaymentLogo name={name} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
        <div className="fc-footer__bottom">
          <p>{`© ${year} ${tenant.name}`}</p>
          {phone && (
            <p>
              Call us on <a href={telHref(phone) ?? undefined}>{phone}</a>
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
