import { css } from '@forecourt/shared/styled-system/css';
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import type { SearchIntent } from '../search-page/intents';
import { isPlainClick } from '../search-page/use-search';
import type { FacetValueView, FacetView } from './facet-view';

/** spec: 000 §2 "Make lists show the first 7 makes until Show all makes is pressed". */
export const SHOW_ALL_MAKES = 'Show all makes';
const SHOW_FEWER_MAKES = 'Show fewer makes';

const styles = {
  group: css({ borderBottomWidth: 'thin', borderColor: 'border', py: '2' }),
  // The disclosure's marker: + closed, − open (the chrome's global styles hide the browser's own).
  summary: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    minHeight: 'control.sm',
    fontWeight: 'semibold',
    cursor: 'pointer',
    borderRadius: 'sm',
    _focusVisible: { focusRing: 'outside' },
    _after: { content: '"+" / ""', width: '4', textAlign: 'center', fontSize: 'lg', color: 'mutedText' },
    '[open] > &': { _after: { content: '"−" / ""' } },
  }),
  groupLabel: css({ flex: '1' }),
  selected: css({ fontSize: 'sm', fontWeight: 'normal', color: 'mutedText' }),
  list: css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '0.5' }),
  value: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    minHeight: 'control.sm',
    px: '1',
    borderRadius: 'sm',
    color: 'text',
    textDecoration: 'none',
    _hover: { bg: 'surface' },
    _focusVisible: { focusRing: 'outside' },
    // The box: ticked from aria-checked, so it always says what assistive technology hears.
    _before: {
      content: '""',
      flexShrink: '0',
      width: '4',
      height: '4',
      borderWidth: 'thick',
      borderStyle: 'solid',
      borderColor: 'mutedText',
      borderRadius: 'sm',
      bg: 'background',
    },
    '&[aria-checked="true"]::before': {
      bg: 'primary',
      borderColor: 'primary',
      boxShadow: 'inset 0 0 0 2px var(--fc-color-background, #fff)',
    },
    _highContrast: { '&[aria-checked="true"]::before': { bg: 'Highlight', borderColor: 'Highlight' } },
  }),
  label: css({ flex: '1', minWidth: '0' }),
  count: css({ fontSize: 'sm', color: 'mutedText' }),
  more: css({ mt: '1' }),
  moreSummary: css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 'control.sm',
    color: 'primary',
    fontWeight: 'medium',
    cursor: 'pointer',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _focusVisible: { focusRing: 'outside' },
  }),
};

interface FacetValueLinkProps {
  facet: Pick<FacetView, 'attribute'>;
  value: FacetValueView;
  dispatch: (intent: SearchIntent) => Promise<void>;
}

/**
 * One facet value: a link to the search with it toggled, so it works without JavaScript; with it,
 * the page refines in place. It reads as a checkbox (Space or Enter toggles it).
 */
function FacetValueLink({ facet, value, dispatch }: FacetValueLinkProps) {
  const toggle = () =>
    void dispatch({
      type: 'refine',
      change: { type: 'toggleRefinement', attribute: facet.attribute, value: value.value },
    });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    toggle();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    toggle();
  };
  const cars = value.count === 1 ? '1 car' : `${value.count} cars`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link (works without JavaScript) that acts as a checkbox
    <a
      className={styles.value}
      href={value.href}
      role="checkbox"
      aria-checked={value.selected}
      aria-label={`${value.label}, ${cars}`}
      rel="nofollow"
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <span className={styles.label}>{value.label}</span>
      <span className={styles.count}>{value.count}</span>
    </a>
  );
}

function ValueList({
  facet,
  values,
  dispatch,
}: { facet: FacetView; values: FacetValueView[] } & Pick<FacetValueLinkProps, 'dispatch'>) {
  return (
    <ul className={styles.list} aria-label={facet.label}>
      {values.map((value) => (
        <li key={value.value}>
          <FacetValueLink facet={facet} value={value} dispatch={dispatch} />
        </li>
      ))}
    </ul>
  );
}

/** The makes after the first 7, behind Show all makes (a disclosure: it works without JavaScript). */
function MoreValues({ facet, dispatch }: { facet: FacetView } & Pick<FacetValueLinkProps, 'dispatch'>) {
  const [open, setOpen] = useState(() => facet.more.some((value) => value.selected));
  return (
    <details className={styles.more} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.moreSummary}>{open ? SHOW_FEWER_MAKES : SHOW_ALL_MAKES}</summary>
      <ValueList facet={facet} values={facet.more} dispatch={dispatch} />
    </details>
  );
}

/**
 * A facet of the filters sidebar: a disclosure (open for the main facets and for any with a refined
 * value) listing its values with their counts.
 * @example <FacetGroup facet={facet} dispatch={dispatch} />
 */
export function FacetGroup({ facet, dispatch }: { facet: FacetView } & Pick<FacetValueLinkProps, 'dispatch'>) {
  const selected = [...facet.values, ...facet.more].filter((value) => value.selected).length;
  return (
    <details className={styles.group} open={facet.open}>
      <summary className={styles.summary}>
        <span className={styles.groupLabel}>{facet.label}</span>
        {selected > 0 && <span className={styles.selected}>{`${selected} selected`}</span>}
      </summary>
      <ValueList facet={facet} values={facet.values} dispatch={dispatch} />
      {facet.more.length > 0 && <MoreValues facet={facet} dispatch={dispatch} />}
    </details>
  );
}
