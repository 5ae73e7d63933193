import { useCallback, useEffect, useState } from 'react';

// Show more / less (spec: 000 §4 "Misc: Show more/less toggles for specs and features", "Dealer
// comments … more/less toggle"). Without JavaScript everything is shown (there is no button to
// press); the server and the first client render show everything too, so hydration matches, and the
// section collapses once mounted.

/** What a collapsible section renders from. */
export interface ShowMoreState {
  /** True once mounted and not expanded: show the short form and the toggle. */
  collapsed: boolean;
  /** True once mounted: the toggle can work, so it is shown. */
  interactive: boolean;
  /** Flip between the short and the full form. */
  toggle: () => void;
}

/**
 * The state of one show-more/less toggle.
 * @example const { collapsed, interactive, toggle } = useShowMore(); const rows = collapsed ? all.slice(0, 4) : all;
 */
export function useShowMore(): ShowMoreState {
  const [mounted, setMounted] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useEffect(() => setMounted(true), []);
  const toggle = useCallback(() => setExpanded((value) => !value), []);
  return { collapsed: mounted && !expanded, interactive: mounted, toggle };
}
