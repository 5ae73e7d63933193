import { css } from '@forecourt/shared/styled-system/css';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Disclosure as AriaDisclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { Heading } from 'react-aria-components/Heading';
import { ChevronIcon } from './Icons';
import { useHydrated } from './use-hydrated';

export interface DisclosureProps {
  /** The heading's text, which opens and closes the panel. */
  title: string;
  /** The heading's level (default 2) and id (e.g. for a section's `aria-labelledby`). */
  level?: 2 | 3 | 4;
  headingId?: string;
  /** Classes of the heading (its size and weight). */
  headingClassName?: string;
  /** Open at first (default): the server HTML shows the panel, so it must be open without JavaScript. */
  defaultExpanded?: boolean;
  children: ReactNode;
}

const styles = {
  root: css({ display: 'grid', gap: '3' }),
  trigger: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    p: '0',
    font: 'inherit',
    color: 'inherit',
    bg: 'transparent',
    border: 'none',
    cursor: 'pointer',
    textAlign: 'start',
    _focusVisible: { focusRing: 'outside' },
  }),
  chevron: css({ transition: 'transform 0.3s', '[data-expanded] &': { transform: 'rotate(90deg)' } }),
  panel: css({ '&[hidden]': { display: 'none' } }),
};

/**
 * react-aria-components' `Disclosure`: a heading whose button shows or hides the panel below it
 * (`aria-expanded`, Enter or Space). Open at first; without JavaScript (and until the island hydrates)
 * the heading is plain text and the panel is shown, so the content never depends on a script.
 *
 * @example <Disclosure title="Opening Hours" headingId="hours-heading"><HoursTabs /></Disclosure>
 */
export function Disclosure({
  title,
  level = 2,
  headingId,
  headingClassName,
  defaultExpanded = true,
  children,
}: DisclosureProps) {
  const hydrated = useHydrated();
  return (
    <AriaDisclosure className={styles.root} defaultExpanded={defaultExpanded}>
      <Heading level={level} id={headingId} className={headingClassName}>
        {hydrated ? (
          <Button slot="trigger" className={styles.trigger}>
            {title}
            <ChevronIcon direction="right" size={16} className={styles.chevron} />
          </Button>
        ) : (
          title
        )}
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}
