// The icon set every page draws from (the shell's chrome and pages, the remotes' islands): decorative,
// hidden from assistive technology, never focusable, drawn in currentColor so they follow the theme.
// `@forecourt/shared/ui/Icons` is a shared singleton in the browser, like the rest of the kit.

import type { ReactNode, SVGProps } from 'react';

export interface IconProps {
  /** Classes of the svg; a class that sizes it (the shell's `fc-icon`, 1.25em) wins over `size`. */
  className?: string | undefined;
  /** Width and height in px, as svg attributes (CSS overrides them). Default 16. */
  size?: number;
}

/** The frame every icon shares: a 24×24 view box, hidden from assistive technology, never focusable. */
function Icon({ className, size = 16, children }: IconProps & { children: ReactNode }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

type PathProps = SVGProps<SVGPathElement>;

/** An icon that is one path in the frame. */
function PathIcon({ path, ...props }: IconProps & { path: PathProps }) {
  return (
    <Icon {...props}>
      <path {...path} />
    </Icon>
  );
}

/** A line drawing: 2-unit round-capped strokes, no fill. */
const LINE = { fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round' } satisfies PathProps;
/** A line drawing whose corners are rounded too. */
const ROUNDED_LINE = { ...LINE, strokeLinejoin: 'round' } satisfies PathProps;

/** The drawing of each icon. */
const PATHS = {
  phone: {
    fill: 'currentColor',
    d: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z',
  },
  menu: { ...LINE, d: 'M4 6h16M4 12h16M4 18h16' },
  pin: {
    fill: 'currentColor',
    d: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z',
  },
  close: { ...LINE, d: 'M6 6l12 12M18 6L6 18' },
  arrow: { ...ROUNDED_LINE, d: 'M5 12h14M13 6l6 6-6 6' },
  gauge: { ...LINE, d: 'M4.9 17.5a8.5 8.5 0 1 1 14.2 0M12 13l3.5-3.5' },
  compare: { ...LINE, d: 'M8 4v16M16 4v16M4 8h8M12 16h8' },
  chevronLeft: { ...ROUNDED_LINE, d: 'M15 5l-7 7 7 7' },
  chevronRight: { ...ROUNDED_LINE, d: 'M9 5l7 7-7 7' },
  transmission: { ...ROUNDED_LINE, d: 'M5 5v14M12 5v14M19 5v7H5' },
  car: { ...ROUNDED_LINE, d: 'M3 16v-4l2-5h14l2 5v4H3ZM7 16v2M17 16v2M3 12h18' },
  share: { ...ROUNDED_LINE, d: 'M12 15V3M7 8l5-5 5 5M5 13v7h14v-7' },
  print: { ...ROUNDED_LINE, d: 'M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z' },
  download: { ...ROUNDED_LINE, d: 'M12 3v12M7 10l5 5 5-5M5 21h14' },
  document: { ...ROUNDED_LINE, d: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6' },
  bookmark: { ...ROUNDED_LINE, d: 'M6 3h12v18l-6-5-6 5z' },
} satisfies Record<string, PathProps>;

const HEART = {
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinejoin: 'round',
  d: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
} satisfies PathProps;

/**
 * A handset.
 * @example <PhoneIcon className="fc-icon" />
 */
export function PhoneIcon(props: IconProps) {
  return <PathIcon {...props} path={PATHS.phone} />;
}

/**
 * Three bars.
 * @example <MenuIcon className="fc-icon" />
 */
export function MenuIcon(props: IconProps) {
  return <PathIcon {...props} path={PATHS.menu} />;
}

/**
 * A map pin.
 * @example <PinIcon />
 */
export function PinIcon(props: IconProps) {
  return <PathIcon {...props} path={PATHS.pin} />;
}

/**
 * A cross.
 * @example <CloseIcon className="fc-icon" />
 */
export function CloseIcon(props: IconProps) {
  return <PathIcon {...props} path={PATHS.close} />;
}

/**
 * An arrow pointing right.
 * @example <ArrowIcon className="fc-entry-link__arrow" />
 */
export function ArrowIcon(props: IconProps) {
  return <PathIcon {...props} path={PATHS.arrow} />;
}

/**
 * A gauge (odometer).
 * @example <GaugeIcon className="fc-icon" />
 */
export function GaugeIcon(props: IconProps) {
  return <PathIcon {...props} path={PATHS.gauge} />;
}

/**
 * Two bars side by side (the compare list).
 * @example <CompareIcon />
 */
export function CompareIcon(props: IconProps) {
  return <PathIcon {...props} path={PATHS.compare} />;
}

/**
 * A chevron pointing left or right (a carousel's arrows).
 * @example <ChevronIcon direction="left" />
 */
export function ChevronIcon({ direction, ...props }: IconProps & { direction: 'left' | 'right' }) {
  return <PathIcon {...props} path={direction === 'left' ? PATHS.chevronLeft : PATHS.chevronRight} />;
}

/**
 * A heart (favourites): filled by default; an outline when `filled` is false (a car not saved yet).
 * @example <HeartIcon filled={isFavourite} />
 */
export function HeartIcon({ filled = true, ...props }: IconProps & { filled?: boolean }) {
  return <PathIcon {...props} path={{ fill: filled ? 'currentColor' : 'none', ...HEART }} />;
}

/**
 * A gear-stick gate (the transmission).
 * @example <TransmissionIcon />
 */
export function TransmissionIcon(props: IconProps) {
  return <PathIcon {...props} path={PATHS.transmission} />;
}

/**
 * A car seen from the front (the body type).
 * @example <CarIcon />
 */
export function CarIcon(props: IconProps) {
  return <PathIcon {...props} path={PATHS.car} />;
}

/**
 * An arrow leaving a tray (share).
 * @example <ShareIcon />
 */
export function ShareIcon(props: IconProps) {
  return <PathIcon {...props} path={PATHS.share} />;
}

/**
 * A printer.
 * @example <PrintIcon />
 */
export function PrintIcon(props: IconProps) {
  return <PathIcon {...props} path={PATHS.print} />;
}

/**
 * An arrow into a tray (download).
 * @example <DownloadIcon />
 */
export function DownloadIcon(props: IconProps) {
  return <PathIcon {...props} path={PATHS.download} />;
}

/**
 * A page with lines (a report).
 * @example <DocumentIcon />
 */
export function DocumentIcon(props: IconProps) {
  return <PathIcon {...props} path={PATHS.document} />;
}

/**
 * A bookmark (the watchlist): filled when `filled` (a saved car), else an outline.
 * @example <BookmarkIcon filled={saved} />
 */
export function BookmarkIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return <PathIcon {...props} path={{ ...PATHS.bookmark, fill: filled ? 'currentColor' : 'none' }} />;
}
