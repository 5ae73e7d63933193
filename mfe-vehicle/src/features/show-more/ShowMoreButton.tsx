import { Button } from '@forecourt/shared/ui/Button';

/**
 * The toggle of a collapsible section: a button that says what it will do and reports, through
 * `aria-expanded`, whether the section (`aria-controls`) is open.
 * @example <ShowMoreButton collapsed={collapsed} controls={listId} onToggle={toggle} more="Show All" less="Show Less" />
 */
export function ShowMoreButton({
  collapsed,
  controls,
  onToggle,
  more,
  less,
}: {
  collapsed: boolean;
  /** The id of the element the button shows more of. */
  controls: string;
  onToggle: () => void;
  more: string;
  less: string;
}) {
  return (
    <Button variant="secondary" aria-expanded={!collapsed} aria-controls={controls} onPress={onToggle}>
      {collapsed ? more : less}
    </Button>
  );
}
