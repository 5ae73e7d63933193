import { DEALER_AREA_PATH } from '@forecourt/shared/identity/dealer';
import { plainForm } from '@forecourt/shared/styled-system/recipes';
import { FeedSection, FeedTable } from './parts';
import { STOCK_FEED_ACTION } from './paths';
import { stockFeedStyles as styles } from './styles';
import type { StockFeedPageView } from './view';

// The dealer's stock feed upload page (issue 30, /dealer/stock): a plain form posting the file to the stock feed
// API (multipart, so it works with JavaScript off and needs none), what the file may hold, and the site's recent
// imports — from this page, the dealer's systems or the CLI — each linking to its report. Server HTML only.

const form = plainForm();

/**
 * The upload page's body.
 * @example <StockFeedPage {...toStockFeedPageView(dealerships, imports, timeZone)} />
 */
export function StockFeedPage({ dealerships, columns, imports }: StockFeedPageView) {
  return (
    <article className={styles.page}>
      <header className={styles.section}>
        <p>
          <a className={styles.link} href={DEALER_AREA_PATH}>
            All dealer pages
          </a>
        </p>
        <h1 className={styles.title}>Stock feed</h1>
        <p className={styles.lead}>
          Send a dealership's whole stock list: each row is checked on its own, a bad row is reported with its line and
          column and the good rows still go in. A car the full feed leaves out is marked sold, never deleted.
        </p>
      </header>

      <FeedSection id="stock-feed-upload" title="Upload a feed">
        <form method="post" action={STOCK_FEED_ACTION} encType="multipart/form-data" className={styles.section}>
          <label className={form.field}>
            Dealership
            <select
              className={form.input}
              name="dealership"
              required
              defaultValue={dealerships.length === 1 ? dealerships[0]?.slug : ''}
            >
              {dealerships.length === 1 ? null : <option value="">Please choose</option>}
              {dealerships.map((dealership) => (
                <option key={dealership.slug} value={dealership.slug}>
                  {dealership.name}
                </option>
              ))}
            </select>
          </label>
          <label className={form.field}>
            Stock file (CSV, or JSON lines)
            <input
              className={form.input}
              type="file"
              name="feed"
              required
              accept=".csv,.jsonl,.ndjson,text/csv,application/x-ndjson"
            />
          </label>
          <fieldset className={styles.fieldset}>
            <legend>What the file is</legend>
            <label className={styles.choice}>
              <input type="radio" name="mode" value="full" defaultChecked />
              The whole stock list (cars it leaves out are marked sold)
            </label>
            <label className={styles.choice}>
              <input type="radio" name="mode" value="partial" />
              Some cars only (the others stay as they are)
            </label>
          </fieldset>
          <label className={styles.choice}>
            <input type="checkbox" name="dry_run" value="1" />
            Dry run: report what would change, change nothing
          </label>
          <div>
            <button type="submit" className={form.submit}>
              Import
            </button>
          </div>
        </form>
      </FeedSection>

      <FeedSection id="stock-feed-columns" title="Columns">
        <p className={styles.lead}>
          Our column names, the required ones marked *; the automotive inventory catalogue's names (vehicle_id,
          mileage.value, state_of_vehicle, image[0].url …) are read too. Each report shows how the file's columns were
          read.
        </p>
        <ul className={styles.columns}>
          {columns.map((column) => (
            <li key={column.name}>
              <code>{column.name}</code>
              {column.required ? (
                <>
                  <span aria-hidden="true"> *</span>
                  <span className={styles.hidden}> (required)</span>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </FeedSection>

      <FeedSection id="stock-feed-imports" title="Recent imports">
        {imports.length === 0 ? (
          <p className={styles.lead}>No feed has been imported on this site yet.</p>
        ) : (
          <FeedTable
            columns={['Finished', 'Dealership', 'From', 'Feed', 'Result']}
            rows={imports.map((row) => ({
              key: row.href,
              cells: [
                <a key="when" className={styles.link} href={row.href}>
                  {row.when}
                </a>,
                row.dealership,
                row.source,
                row.kind,
                row.summary,
              ],
            }))}
          />
        )}
      </FeedSection>
    </article>
  );
}
