import { BROWSER_EVENTS, type BrowserEventId, reportBrowserEvent } from '@forecourt/shared/leads/browser-event-ids';
import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { DocumentIcon, PrintIcon } from '@forecourt/shared/ui/Icons';
import { SaveToggles } from '@forecourt/shared/ui/SaveToggles';
import { useMissingPhoneWarning } from '../phone-reveal/missing-phone';
import { PhoneReveal } from '../phone-reveal/PhoneReveal';
import { ShareButton } from '../share/ShareButton';
import { ShareLinks } from '../share/ShareLinks';
import type { SidebarView } from '../sidebar/sidebar-view';
import { WatchlistButton } from '../watchlist/WatchlistButton';
import { LeadFormButton } from './LeadFormButton';
import { PdfDownload } from './PdfDownload';
import { ToastRegion } from './toasts';
import { useMounted } from './use-mounted';

const styles = {
  root: css({ display: 'grid', gap: '3' }),
  primary: css({ display: 'grid', gap: '2', '& > *': { width: 'full' } }),
  tools: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  withIcon: css({ gap: '1.5' }),
};
const PRIMARY_LINK = button({ variant: 'primary', size: 'md' });
const SECONDARY_LINK = button({ variant: 'secondary', size: 'md' });
const TOOL_LINK = `${button({ variant: 'ghost', size: 'sm' })} ${styles.withIcon}`;

/** spec: 000 §2 "trade-in valuation for a car"; platform label. */
const TRADE_IN_LABEL = 'Value My Trade-in';

/**
 * The sidebar's actions (spec: 000 §2 "Sidebar", §4; 001 §2, §4): Reserve Car Now or Buy Online where
 * checkout is enabled for the car, Enquire Now and Book a Test Drive (a Test Drive Only car leads with
 * Book a Test Drive; none where the car's dealership removes it), trade-in, the dealer phone, then share, favourite, compare, watchlist, print, PDF
 * and the history report. Links work without JavaScript; the device lists show once mounted.
 * @example <SidebarActions sidebar={data.sidebar} carName={data.title} />
 */
export function SidebarActions({ sidebar, carName }: { sidebar: SidebarView; carName: string }) {
  const mounted = useMounted();
  useMissingPhoneWarning(sidebar.phone === null, sidebar.path, sidebar.dealershipId);
  // Print, the history report and favourites happen in the browser only, so the page reports them.
  const report = (eventId: BrowserEventId) => () => reportBrowserEvent(fetch, eventId, sidebar.carId);
  return (
    <div className={styles.root}>
      <div className={styles.primary}>
        {sidebar.checkout && (
          <a className={PRIMARY_LINK} href={sidebar.checkout.href}>
            {sidebar.checkout.label}
          </a>
        )}
        {sidebar.leadForms.map((form, index) => (
          <LeadFormButton key={form} form={form} variant={index === 0 && !sidebar.checkout ? 'primary' : 'secondary'} />
        ))}
        {sidebar.tradeInHref && (
          <a className={SECONDARY_LINK} href={sidebar.tradeInHref}>
            {TRADE_IN_LABEL}
          </a>
        )}
        {sidebar.phone && (
          <PhoneReveal
            phone={sidebar.phone}
            ids={{ carId: sidebar.carId, dealershipId: sidebar.dealershipId, websiteId: sidebar.websiteId }}
          />
        )}
      </div>
      <div className={styles.tools}>
        <ShareButton carName={carName} path={sidebar.path} />
        <ShareLinks links={sidebar.shareLinks} className={TOOL_LINK} />
        {mounted && (sidebar.favourite || sidebar.compare) && (
          <SaveToggles
            car={sidebar.saved}
            title={carName}
            favourite={sidebar.favourite}
            compare={sidebar.compare}
            onFavourited={report(BROWSER_EVENTS.favourite)}
          />
        )}
        {sidebar.watchlist && (
          <WatchlistButton carId={sidebar.carId} carName={carName} signInHref={sidebar.watchlist.signInHref} inStock />
        )}
        <a className={TOOL_LINK} href={sidebar.printHref} onClick={report(BROWSER_EVENTS.print)}>
          <PrintIcon />
          Print
        </a>
        <PdfDownload href={sidebar.pdf.href} fileName={sidebar.pdf.fileName} />
        {sidebar.historyReportHref && (
          <a
            className={TOOL_LINK}
            href={sidebar.historyReportHref}
            target="_blank"
            rel="noopener noreferrer"
            onClick={report(BROWSER_EVENTS.historyReport)}
          >
            <DocumentIcon />
            History Report
          </a>
        )}
      </div>
      {mounted && <ToastRegion />}
    </div>
  );
}
