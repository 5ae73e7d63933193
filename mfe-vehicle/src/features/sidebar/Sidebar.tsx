import { css, cva } from '@forecourt/shared/styled-system/css';
import { CarIcon, GaugeIcon, TransmissionIcon } from '@forecourt/shared/ui/Icons';
import type { ReactNode } from 'react';
import { SidebarActions } from '../actions/SidebarActions';
import { VEHICLE_MAP_ANCHOR } from '../location/DealerLocation';
import { Price } from '../price/Price';
import type { InStockVehiclePageData } from '../vehicle-page/view-model';
import type { SidebarTag } from './sidebar-view';

/** The finance calculator's anchor on the page (spec: 000 §2 "anchors: … finance calculator"). */
export const FINANCE_CALCULATOR_ANCHOR = 'finance-calculator';

const styles = {
  root: css({ display: 'grid', gap: '4', alignContent: 'start' }),
  heading: css({ display: 'grid', gap: '1' }),
  eyebrow: css({
    m: '0',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'mutedText',
    textTransform: 'uppercase',
  }),
  title: css({ m: '0', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight' }),
  subtitle: css({ m: '0', color: 'mutedText', fontSize: 'sm' }),
  badge: css({
    m: '0',
    justifySelf: 'start',
    px: '2',
    py: '1',
    borderRadius: 'sm',
    fontSize: 'sm',
    fontWeight: 'semibold',
    bg: 'success',
    color: 'primaryContrast',
  }),
  finance: css({
    justifySelf: 'start',
    fontWeight: 'semibold',
    color: 'primary',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _focusVisible: { focusRing: 'outside' },
  }),
  at: css({ m: '0' }),
  where: css({ color: 'primary', textDecoration: 'underline', textUnderlineOffset: '2px' }),
  facts: css({ m: '0', p: '0', listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '4', fontSize: 'sm' }),
  fact: css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' }),
  basis: css({ display: 'grid', gap: '2', '& h2': { m: '0', fontSize: 'xl' }, '& p': { m: '0', color: 'mutedText' } }),
};

/** The tag's look by its colour role (tenant semantic tokens). */
const tagStyle = cva({
  base: { px: '2', py: '0.5', borderRadius: 'sm', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase' },
  variants: {
    tone: {
      primary: { bg: 'primary', color: 'primaryContrast' },
      accent: { bg: 'accent', color: 'primaryContrast' },
      success: { bg: 'success', color: 'primaryContrast' },
      danger: { bg: 'danger', color: 'primaryContrast' },
      neutral: { bg: 'border', color: 'text' },
    },
  },
});

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <li className={styles.fact}>
      {icon}
      <span>
        <span className={css({ srOnly: true })}>{`${label}: `}</span>
        {value}
      </span>
    </li>
  );
}

function Tag({ tag }: { tag: SidebarTag }) {
  // The certified pre-owned image: a 3:1 badge beside the car type, its box reserved before it loads.
  if (tag.image) return <img src={tag.image} alt={tag.label} width={120} height={40} />;
  return <span className={tagStyle({ tone: tag.tone })}>{tag.label}</span>;
}

/**
 * The vehicle page's sidebar (spec: 000 §2 "Sidebar"; 001 §2): car type and tag, the title (the page's
 * h1), price, was-price and subscription, the market-price badge, the finance teaser linking to the
 * finance calculator, the location, the kilometres, transmission and body, then the actions.
 * @example <Sidebar data={data} />
 */
export function Sidebar({ data }: { data: InStockVehiclePageData }) {
  const { sidebar } = data;
  return (
    <div className={styles.root}>
      <div className={styles.heading}>
        <p className={styles.eyebrow}>
          {data.carType}
          {sidebar.tag && <Tag tag={sidebar.tag} />}
        </p>
        <h1 className={styles.title}>{data.title}</h1>
        {data.carsalesTitle && <p className={styles.subtitle}>{data.carsalesTitle}</p>}
      </div>
      <Price price={data.price} />
      {sidebar.marketPrice && (
        <p
          className={styles.badge}
        >{`${sidebar.marketPrice.saving} below the average market price of ${sidebar.marketPrice.average}`}</p>
      )}
      {sidebar.finance && (
        <a className={styles.finance} href={`#${FINANCE_CALCULATOR_ANCHOR}`}>
          {`Only ${sidebar.finance.weekly}*`}
        </a>
      )}
      <p className={styles.at}>
        At{' '}
        <a className={styles.where} href={`#${VEHICLE_MAP_ANCHOR}`}>
          {data.location.name}
        </a>
      </p>
      <ul className={styles.facts} aria-label="At a glance">
        <Fact icon={<GaugeIcon />} label="Kilometres" value={sidebar.facts.kilometres} />
        {sidebar.facts.transmission && (
          <Fact icon={<TransmissionIcon />} label="Transmission" value={sidebar.facts.transmission} />
        )}
        {sidebar.facts.body && <Fact icon={<CarIcon />} label="Body" value={sidebar.facts.body} />}
      </ul>
      <SidebarActions sidebar={sidebar} carName={data.title} />
    </div>
  );
}
