import { css } from '@forecourt/shared/styled-system/css';
import { plainForm } from '@forecourt/shared/styled-system/recipes';
import { useId } from 'react';
import { LABEL_POINT, type SpinToWinPageView, WHEEL_SIZE } from './view';

// Spin to Win (spec: 001 §2 /spin-to-win): the site's prize wheel, and the spin form (a plain POST to the
// API, which comes back here with the prize), or the prize won. Server HTML only: it works without
// JavaScript. The wheel is drawn for sighted visitors (aria-hidden); the prizes are also a list.

const parts = plainForm();

const styles = {
  root: css({ display: 'grid', gap: '6', py: '8', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } }),
  text: css({ display: 'grid', gap: '4', alignContent: 'start' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  wheel: css({ width: '100%', maxWidth: '24rem', height: 'auto', justifySelf: 'center' }),
  primary: css({ fill: 'primary', stroke: 'surface', strokeWidth: '1' }),
  secondary: css({ fill: 'secondary', stroke: 'surface', strokeWidth: '1' }),
  label: css({ fill: 'primaryContrast', fontSize: '2xs', fontWeight: 'bold' }),
  pointer: css({ fill: 'accent', stroke: 'text', strokeWidth: '1' }),
  hub: css({ fill: 'surface', stroke: 'text', strokeWidth: '1' }),
  prizes: css({ m: '0', pl: '5' }),
  result: css({ m: '0', fontSize: 'xl', fontWeight: 'bold', color: 'success' }),
  form: css({ display: 'grid', gap: '3', maxWidth: '32rem' }),
};

function Wheel({ view }: { view: SpinToWinPageView }) {
  const centre = WHEEL_SIZE / 2;
  return (
    <svg className={styles.wheel} viewBox={`0 0 ${WHEEL_SIZE} ${WHEEL_SIZE}`} aria-hidden="true" focusable="false">
      <g transform={`rotate(${view.turn} ${centre} ${centre})`}>
        {view.segments.map((segment) => (
          <g key={segment.label}>
            <path className={styles[segment.tone]} d={segment.d} />
            <text
              className={styles.label}
              x={LABEL_POINT.x}
              y={LABEL_POINT.y}
              textAnchor="middle"
              transform={segment.labelTransform}
            >
              {segment.label}
            </text>
          </g>
        ))}
      </g>
      <circle className={styles.hub} cx={centre} cy={centre} r="8" />
      <path className={styles.pointer} d={`M${centre - 7} 0 L${centre + 7} 0 L${centre} 14 Z`} />
    </svg>
  );
}

function Field({
  name,
  label,
  type,
  autoComplete,
}: {
  name: string;
  label: string;
  type: string;
  autoComplete: string;
}) {
  return (
    <label className={parts.field}>
      {label}
      <input className={parts.input} name={name} type={type} autoComplete={autoComplete} required />
    </label>
  );
}

/**
 * The page.
 * @example <SpinToWinPage {...toSpinToWinPageView(load)} />
 */
export function SpinToWinPage(view: SpinToWinPageView) {
  const prizesId = useId();
  return (
    <div className={styles.root}>
      <div className={styles.text}>
        <h1 className={styles.title}>{view.heading}</h1>
        {view.result ? (
          <>
            <p className={styles.result} role="status">
              You won: {view.result.prize}
            </p>
            <p>We have sent your prize to our team, who will be in touch to arrange it.</p>
          </>
        ) : (
          <p>{view.intro}</p>
        )}
        <h2 id={prizesId} className={parts.heading}>
          The prizes
        </h2>
        <ul className={styles.prizes} aria-labelledby={prizesId}>
          {view.prizes.map((prize) => (
            <li key={prize}>{prize}</li>
          ))}
        </ul>
        {view.form ? (
          <form className={styles.form} method="post" action={view.form.action}>
            <Field name="name" label="First name" type="text" autoComplete="given-name" />
            <Field name="last_name" label="Last name" type="text" autoComplete="family-name" />
            <Field name="email" label="Email" type="email" autoComplete="email" />
            {view.form.dealerships.length > 0 ? (
              <label className={parts.field}>
                Where will you collect your prize?
                <select className={parts.input} name="dealership_slug" required defaultValue="">
                  <option value="" disabled>
                    Choose a dealership
                  </option>
                  {view.form.dealerships.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <button className={parts.submit} type="submit">
              Spin the wheel
            </button>
          </form>
        ) : null}
      </div>
      <Wheel view={view} />
    </div>
  );
}
