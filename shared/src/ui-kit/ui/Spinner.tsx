import { ProgressBar } from 'react-aria-components/ProgressBar';

export interface SpinnerProps {
  /** What is in progress, for assistive technology, e.g. "Sending". */
  label: string;
  /** Width and height in px (default 18). */
  size?: number;
}

/**
 * Something is in progress, length unknown: react-aria-components' indeterminate `ProgressBar`
 * (`role="progressbar"`, named by `label`) drawn as a turning ring in currentColor. The turn is an SVG
 * animation, so it needs no stylesheet keyframes; inside a pending button it replaces nothing, it is
 * shown beside the label.
 *
 * @example <Button type="submit" isPending={sending}>{sending ? <Spinner label="Sending" /> : null}Send</Button>
 */
export function Spinner({ label, size = 18 }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className="fc-ui-spinner">
      <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 12 12"
            to="360 12 12"
            dur="0.8s"
            repeatCount="indefinite"
          />
        </path>
      </svg>
    </ProgressBar>
  );
}
