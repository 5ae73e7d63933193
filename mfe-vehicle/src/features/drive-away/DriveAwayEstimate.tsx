import { rememberDriveAwayPostcode, rememberedDriveAwayPostcode } from '@forecourt/shared/device/drive-away-postcode';
import {
  checkedDriveAwayPostcode,
  DRIVE_AWAY_NOTICE,
  DRIVE_AWAY_QUERY,
  type DriveAwayView,
  nextDriveAwayState,
} from '@forecourt/shared/pricing/drive-away/view';
import { css } from '@forecourt/shared/styled-system/css';
import { vehicleApiPaths } from '@forecourt/shared/vehicle/paths';
import { type FormEvent, useEffect, useId, useReducer, useState } from 'react';
import { fetchPostcodeAnswer, PostcodeForm } from '../calculators/PostcodeForm';
import type { DriveAwayEstimateView } from './view';

/** The page's anchor for the drive-away form: the plain form comes back to it. */
export const DRIVE_AWAY_ANCHOR = 'drive-away';

const styles = {
  root: css({ display: 'grid', gap: '3', scrollMarginTop: '4' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  intro: css({ m: '0', color: 'mutedText' }),
  error: css({ color: 'danger', fontWeight: 'semibold' }),
  result: css({ display: 'grid', gap: '3', p: '4', borderRadius: 'md', bg: 'surface' }),
  resultHeading: css({ m: '0', fontSize: 'lg', fontWeight: 'semibold' }),
  lines: css({ display: 'grid', gap: '1', m: '0' }),
  line: css({ display: 'flex', justifyContent: 'space-between', gap: '4', '& dd': { m: '0', textAlign: 'end' } }),
  total: css({ borderTopWidth: '1px', borderColor: 'border', pt: '2', fontWeight: 'bold', fontSize: 'lg' }),
  small: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
  sources: css({
    m: '0',
    pl: '5',
    fontSize: 'sm',
    '& a': { color: 'primary', _focusVisible: { focusRing: 'outside' } },
  }),
};

/** The breakdown: each line, the total, what it is, the date of the rates and where they come from. */
function Breakdown({ view }: { view: DriveAwayView }) {
  return (
    <div className={styles.result}>
      <h3 className={styles.resultHeading}>{view.heading}</h3>
      <dl className={styles.lines}>
        {view.lines.map((line) => (
          <div key={line.label} className={styles.line}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{view.totalLabel}</dt>
          <dd>{view.total}</dd>
        </div>
      </dl>
      <p className={styles.small}>
        {DRIVE_AWAY_NOTICE} {view.ratesDate}
      </p>
      <ul className={styles.sources} aria-label="Sources of the rates">
        {view.sources.map((source) => (
          <li key={source.label}>
            <a href={source.href} rel="external">
              {source.label}
            </a>{' '}
            ({source.effective})
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The drive-away estimate (issue 31) of a car priced "Excl. Government Charges": a postcode in, the
 * estimated drive-away price for its state out, with the breakdown. With JavaScript the form asks the API
 * in place; without it the same form is a plain GET to the car page (`?drive_away_postcode=NNNN#drive-away`),
 * whose fragment renders the breakdown here. The postcode is remembered on the device for the next car.
 * @example {data.driveAway && <DriveAwayEstimate view={data.driveAway} />}
 */
export function DriveAwayEstimate({ view }: { view: DriveAwayEstimateView }) {
  const headingId = useId();
  const outcomeId = useId();
  const [state, dispatch] = useReducer(nextDriveAwayState, view.state);
  const [postcode, setPostcode] = useState(view.state.status === 'idle' ? '' : view.state.postcode);

  // The device is read only after mount, so the server's markup and the first render agree.
  useEffect(() => {
    if (view.state.status !== 'idle') return;
    const remembered = rememberedDriveAwayPostcode();
    if (remembered) setPostcode((typed) => typed || remembered);
  }, [view.state.status]);

  useEffect(() => {
    if (state.status === 'result') rememberDriveAwayPostcode(state.postcode);
  }, [state]);

  async function estimate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch({ type: 'submit', postcode });
    // The reducer's own check: a postcode that is empty, malformed or in no state is answered without a call.
    const checked = checkedDriveAwayPostcode(postcode);
    if ('status' in checked) return;
    dispatch(
      await fetchPostcodeAnswer(
        vehicleApiPaths.driveAway(view.slug, checked.postcode),
        checked.postcode,
        'drive-away estimate',
      ),
    );
  }

  return (
    <section id={DRIVE_AWAY_ANCHOR} className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Drive-away price estimate
      </h2>
      <p className={styles.intro}>
        This price excludes government charges. Enter your postcode for an estimate of the drive-away price in your
        state.
      </p>
      <PostcodeForm
        action={`${view.carPath}#${DRIVE_AWAY_ANCHOR}`}
        label="Postcode where the car will be registered"
        name={DRIVE_AWAY_QUERY}
        value={postcode}
        onChange={setPostcode}
        onSubmit={estimate}
        outcomeId={outcomeId}
        isInvalid={state.status === 'error'}
        isPending={state.status === 'loading'}
        submitLabel="Estimate drive-away price"
      />
      <div id={outcomeId} role="status">
        {state.status === 'result' && <Breakdown view={state.view} />}
        {state.status === 'error' && <span className={styles.error}>{state.message}</span>}
        {state.status === 'loading' && <span>Estimating…</span>}
      </div>
    </section>
  );
}
