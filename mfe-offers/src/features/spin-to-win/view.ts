import { SPIN_TO_WIN_API_PATH, type SpinToWinPageLoad, wheelTurnFor } from '@forecourt/shared/offers/spin-to-win';

// The Spin to Win page as props (pure): the wheel drawn as SVG segments (equal, the first from the top,
// clockwise), turned so a won prize sits under the pointer; the spin form while the shopper has not spun.

/** The wheel's drawing box: a 200 × 200 square, the wheel centred in it. */
export const WHEEL_SIZE = 200;
const CENTRE = WHEEL_SIZE / 2;
const RADIUS = 95;
const LABEL_RADIUS = 62;

export interface WheelSegment {
  label: string;
  /** The segment's SVG path. */
  d: string;
  /** Where its label sits: a point on the middle line, and the label's turn about the centre. */
  labelTransform: string;
  /** Alternating fills, so neighbours differ. */
  tone: 'primary' | 'secondary';
}

export interface SpinToWinPageView {
  heading: string;
  intro: string;
  segments: WheelSegment[];
  /** The wheel's turn in degrees (0 before a spin). */
  turn: number;
  /** The prizes, for everyone who cannot see the wheel. */
  prizes: string[];
  result: { prize: string } | null;
  form: { action: string; dealerships: { value: string; label: string }[] } | null;
}

const round = (value: number) => Math.round(value * 100) / 100;

function pointAt(degrees: number, radius: number): string {
  const radians = (degrees * Math.PI) / 180;
  return `${round(CENTRE + radius * Math.sin(radians))} ${round(CENTRE - radius * Math.cos(radians))}`;
}

/**
 * The wheel's segments for these prize labels.
 * @example wheelSegments(['Tint', 'Detail'])[0].d // "M100 100 L100 5 A95 95 0 0 1 100 195 Z"
 */
export function wheelSegments(labels: readonly string[]): WheelSegment[] {
  const step = 360 / labels.length;
  return labels.map((label, i) => {
    const from = i * step;
    const to = from + step;
    const largeArc = step > 180 ? 1 : 0;
    return {
      label,
      d: `M${CENTRE} ${CENTRE} L${pointAt(from, RADIUS)} A${RADIUS} ${RADIUS} 0 ${largeArc} 1 ${pointAt(to, RADIUS)} Z`,
      labelTransform: `rotate(${round(from + step / 2)} ${CENTRE} ${CENTRE})`,
      tone: i % 2 === 0 ? 'primary' : 'secondary',
    };
  });
}

/** The label's baseline point before its turn: straight up from the centre. */
export const LABEL_POINT = { x: CENTRE, y: CENTRE - LABEL_RADIUS };

/**
 * The page's props from its load.
 * @example toSpinToWinPageView(load).result // { prize: '$100 fuel card' } after a spin
 */
export function toSpinToWinPageView(load: SpinToWinPageLoad): SpinToWinPageView {
  const prizes = load.config.prizes.map((prize) => prize.label);
  const won = load.spin ? prizes.indexOf(load.spin.prize) : -1;
  return {
    heading: load.config.heading,
    intro: load.config.intro,
    segments: wheelSegments(prizes),
    turn: won >= 0 ? wheelTurnFor(prizes.length, won) : 0,
    prizes,
    result: load.spin ? { prize: load.spin.prize } : null,
    form: load.spin
      ? null
      : {
          action: SPIN_TO_WIN_API_PATH,
          // One dealership needs no choice (the lead rules take the site's); several need the shopper's.
          dealerships:
            load.dealerships.length > 1
              ? load.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))
              : [],
        },
  };
}
