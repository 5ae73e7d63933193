import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { PhoneIcon } from '@forecourt/shared/ui/Icons';
import { LeadFormButton } from '../actions/LeadFormButton';
import { recordReveal } from '../phone-reveal/PhoneReveal';
import type { InStockVehiclePageData } from '../vehicle-page/view-model';
import { useStickyBars } from './use-sticky-bars';

const bar = {
  position: 'fixed',
  insetInline: '0',
  zIndex: 40,
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: { base: '4', md: '8' },
  py: '2',
  bg: 'background',
  borderColor: 'border',
  boxShadow: 'lg',
} as const;

const styles = {
  header: css({ ...bar, top: '0', borderBottomWidth: '1px', justifyContent: 'space-between' }),
  summary: css({ display: 'grid', minWidth: '0', '& p': { m: '0' } }),
  title: css({ fontWeight: 'bold', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }),
  price: css({ fontSize: 'sm', color: 'mutedText' }),
  actionBar: css({
    ...bar,
    bottom: '0',
    borderTopWidth: '1px',
    justifyContent: 'center',
    '& > *': { flex: { base: '1', md: '0 1 14rem' } },
  }),
  call: css({ gap: '1.5' }),
};
const PRIMARY_LINK = button({ variant: 'primary', size: 'sm' });
const SECONDARY_LINK = button({ variant: 'secondary', size: 'sm' });

/** spec: 001 §2 "a sticky bottom bar with 'Reserve Car Now', 'Enquire Now' or 'Instant Message', and 'Call Now'". */
const CALL_NOW = 'Call Now';

/**
 * The sticky header (title, price and the key action) once the page has scrolled 500 px, and, where
 * the dealer has it, the sticky action bar beyond 900 px: Reserve Car Now (when checkout is enabled for
 * the car), Enquire Now (or the dealer's Instant Message, opening the same enquiry form) and Call Now
 * (spec: 000 §2, §9; 001 §2). Rendered in the browser only, and not
 * live regions: appearing is not announced.
 * @example <StickyBars data={data} />
 */
export function StickyBars({ data }: { data: InStockVehiclePageData }) {
  const { sidebar } = data;
  const bars = useStickyBars(sidebar.stickyActionBar);
  const keyForm = sidebar.leadForms[0] ?? 'enquiry';
  return (
    <>
      {bars.header && (
        <div className={styles.header} data-fc-sticky="header">
          <div className={styles.summary}>
            <p className={styles.title}>{data.title}</p>
            <p className={styles.price}>{[data.price.amount, data.price.type].filter(Boolean).join(' ')}</p>
          </div>
          {sidebar.checkout ? (
            <a className={PRIMARY_LINK} href={sidebar.checkout.href}>
              {sidebar.checkout.label}
            </a>
          ) : (
            <LeadFormButton form={keyForm} variant="primary" size="sm" />
          )}
        </div>
      )}
      {bars.actionBar && (
        <nav className={styles.actionBar} aria-label="Car actions" data-fc-sticky="action-bar">
          {sidebar.checkout && (
            <a className={PRIMARY_LINK} href={sidebar.checkout.href}>
              {sidebar.checkout.label}
            </a>
          )}
          <LeadFormButton
            form="enquiry"
            label={sidebar.stickyMessageLabel}
            variant={sidebar.checkout ? 'secondary' : 'primary'}
            size="sm"
          />
          {sidebar.phone && (
            <a
              className={`${SECONDARY_LINK} ${styles.call}`}
              href={sidebar.phone.href}
              onClick={() =>
                void recordReveal({
                  carId: sidebar.carId,
                  dealershipId: sidebar.dealershipId,
                  websiteId: sidebar.websiteId,
                })
              }
            >
              <PhoneIcon />
              {CALL_NOW}
            </a>
          )}
        </nav>
      )}
    </>
  );
}
