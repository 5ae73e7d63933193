import type { FragmentContext, FragmentOutcome, FragmentRoute } from '@forecourt/shared/remote-kit';
import { css } from '@forecourt/shared/styled-system/css';
import type { VehicleBindings } from '../bindings';
import { StockFeedPage } from '../features/stock-feed/StockFeedPage';
import { StockImportReport } from '../features/stock-feed/StockImportReport';
import type { StockFeedPageView, StockImportReportView } from '../features/stock-feed/view';

// The dealer's stock feed pages (issue 30; remote.ts declares them `dealer: true`, in the dealer's area): server
// HTML only. The gateway lets only the signed-in dealer in and says so (`request.dealer`); a request without that
// word is not found here either, so no other path can show a dealer's page.

/** Loads the upload page. */
export type DealerStockLoader = (context: FragmentContext<VehicleBindings>) => Promise<StockFeedPageView>;
/** Loads one import's report: null when the site has no such import. */
export type StockImportLoader = (
  context: FragmentContext<VehicleBindings>,
  id: number,
) => Promise<StockImportReportView | null>;

const notFoundStyles = {
  root: css({ display: 'grid', gap: '4', justifyItems: 'start', py: '10' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
};

function notFound(): FragmentOutcome<null> {
  return {
    found: false,
    view: (
      <section className={notFoundStyles.root}>
        <h1 className={notFoundStyles.title}>Not found</h1>
        <p>There is no such page of the dealer's.</p>
      </section>
    ),
    head: { title: 'Not found', preloadImages: [] },
  };
}

/**
 * The `DealerStock` fragment: the stock feed upload page.
 * @example fragmentWorker(remote, { DealerStock: dealerStockFragment(loadDealerStock), … });
 */
export function dealerStockFragment(load: DealerStockLoader): FragmentRoute<null, VehicleBindings> {
  return {
    name: 'DealerStock',
    async load(context) {
      if (context.request.dealer !== true) return notFound();
      const view = await load(context);
      return {
        found: true,
        data: null,
        view: <StockFeedPage {...view} />,
        head: { title: 'Stock feed', description: "The dealer's stock feed upload.", preloadImages: [] },
      };
    },
  };
}

/**
 * The `DealerStockImport` fragment: one import's report (`/dealer/stock/imports/:id`).
 * @example fragmentWorker(remote, { DealerStockImport: stockImportFragment(loadStockImport), … });
 */
export function stockImportFragment(load: StockImportLoader): FragmentRoute<null, VehicleBindings> {
  return {
    name: 'DealerStockImport',
    async load(context) {
      const id = Number(context.request.params.id);
      if (context.request.dealer !== true || !Number.isSafeInteger(id) || id < 1) return notFound();
      const view = await load(context, id);
      if (!view) return notFound();
      return {
        found: true,
        data: null,
        view: <StockImportReport {...view} />,
        head: { title: view.title, description: 'A stock feed import and its report.', preloadImages: [] },
      };
    },
  };
}
