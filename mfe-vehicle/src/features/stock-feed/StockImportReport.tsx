import { FeedSection, FeedTable } from './parts';
import { DEALER_STOCK_PATH } from './paths';
import { stockFeedStyles as styles } from './styles';
import type { StockImportReportView } from './view';

// One stock import's report (issue 30, /dealer/stock/imports/{id}): what changed, how the file's columns were
// read, and every bad row kept with its line, column and reason. Server HTML only.

/**
 * The report page's body.
 * @example <StockImportReport {...toStockImportReportView(record, dealerships, timeZone)} />
 */
export function StockImportReport(view: StockImportReportView) {
  return (
    <article className={styles.page}>
      <header className={styles.section}>
        <h1 className={styles.title}>{view.title}</h1>
        <p className={styles.lead}>{`${view.when} · ${view.source} · ${view.kind}`}</p>
        {view.dryRun ? <p>A dry run: these are the changes the feed would make; nothing was changed.</p> : null}
        <p>
          <a className={styles.link} href={DEALER_STOCK_PATH}>
            Back to the stock feed
          </a>
        </p>
      </header>

      <FeedSection id="import-counts" title={view.dryRun ? 'What would change' : 'What changed'}>
        <dl className={styles.counts}>
          {view.counts.map((count) => (
            <div key={count.label} className={styles.count}>
              <dt>{count.label}</dt>
              <dd>{count.value}</dd>
            </div>
          ))}
        </dl>
      </FeedSection>

      <FeedSection id="import-problems" title="Bad rows">
        {view.problems.length === 0 ? (
          <p className={styles.lead}>Every row was read.</p>
        ) : (
          <FeedTable
            columns={['Line', 'Column', 'Reason']}
            caption={view.problemsNote}
            rows={view.problems.map((problem, index) => ({
              // A row may have several problems: its line repeats.
              key: String(index),
              cells: [problem.line, <code key="column">{problem.column}</code>, problem.reason],
            }))}
          />
        )}
      </FeedSection>

      <FeedSection id="import-mapping" title="How the columns were read">
        <FeedTable
          columns={["The file's column", 'Our field']}
          rows={view.mapping.map((column) => ({
            key: column.column,
            cells: [<code key="column">{column.column}</code>, column.field],
          }))}
        />
      </FeedSection>
    </article>
  );
}
