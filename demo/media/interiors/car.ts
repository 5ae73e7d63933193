import { shadeHex } from '../svg';
import { circle, type InteriorContext, line, path, poly, rect, soft, vent } from './kit';

/**
 * Car and truck cabins, drawn flat: the dashboard with the steering wheel on the right (Australian
 * vehicles are right-hand drive), the front seats, and the rear seats or the load space.
 */

/** A window to the bright studio outside. */
function outside(ctx: InteriorContext, x: number, y: number, w: number, h: number): string {
  const fill = ctx.detail
    ? `url(#${ctx.defs.vertical([
        [0, '#f5f7f9'],
        [1, '#d9e0e6'],
      ])})`
    : '#e8ecef';
  return rect(x, y, w, h, fill);
}

const HEADLINER = '#cfcbc4';

/**
 * The dashboard seen from the back seat: windscreen, instrument screen and steering wheel on the
 * right, centre touchscreen, vents, console and gear selector; a trim strip in the paint colour.
 *
 * @example dashboard(ctx, 'car')
 */
export function dashboard(ctx: InteriorContext, kind: 'car' | 'truck'): string {
  const { trim, paint } = ctx;
  const truck = kind === 'truck';
  const dashTop = truck ? 232 : 205;
  let out = outside(ctx, 0, 0, 600, 260);
  out += path(`M0 0H600V${truck ? 30 : 22}Q300 ${truck ? 44 : 40} 0 ${truck ? 30 : 22}Z`, HEADLINER);
  out += rect(262, truck ? 30 : 22, 76, 24, '#1f2023', 8) + rect(296, 8, 8, 16, '#1f2023');
  out += poly(
    [
      [0, 18],
      [truck ? 30 : 70, 22],
      [truck ? 14 : 22, dashTop],
      [0, dashTop + 6],
    ],
    trim.panel,
  );
  out += poly(
    [
      [600, 18],
      [truck ? 570 : 530, 22],
      [truck ? 586 : 578, dashTop],
      [600, dashTop + 6],
    ],
    trim.panel,
  );
  // Dash body, its lit top edge, and the paint-matched trim strip.
  out += path(`M0 ${dashTop}C120 ${dashTop - 45} 480 ${dashTop - 45} 600 ${dashTop}V400H0Z`, soft(ctx, trim.dash, 0.2));
  out += path(
    `M0 ${dashTop}C120 ${dashTop - 45} 480 ${dashTop - 45} 600 ${dashTop}V${dashTop + 10}C480 ${dashTop - 30} 120 ${dashTop - 30} 0 ${dashTop + 10}Z`,
    shadeHex(trim.dash, 1.35),
  );
  const stripY = dashTop + 57;
  out += path(
    `M0 ${stripY}C150 ${stripY - 24} 450 ${stripY - 24} 600 ${stripY}V${stripY + 12}C450 ${stripY - 12} 150 ${stripY - 12} 0 ${stripY + 12}Z`,
    paint.body,
  );
  out += path(
    `M0 ${stripY + 12}C150 ${stripY - 12} 450 ${stripY - 12} 600 ${stripY + 12}V400H0Z`,
    shadeHex(trim.dash, 1.2),
  );
  // Centre touchscreen.
  const sy = dashTop - 30;
  out += rect(243, sy - 4, 114, 76, '#0b0c0e', 8);
  out += rect(249, sy + 2, 102, 64, '#161b22', 4);
  out += rect(253, sy + 6, 56, 56, '#24394a', 3);
  out += line(
    [
      [258, sy + 50],
      [272, sy + 30],
      [290, sy + 36],
      [304, sy + 14],
    ],
    '#8fb4cf',
    2.5,
  );
  out +=
    rect(314, sy + 6, 33, 10, paint.body, 2) +
    rect(314, sy + 20, 33, 6, '#3a4450', 2) +
    rect(314, sy + 30, 26, 6, '#3a4450', 2);
  // Vents: two centre, one at each end.
  out += vent(250, stripY + 8, 44, 22, '#1c1d20') + vent(306, stripY + 8, 44, 22, '#1c1d20');
  out += vent(30, stripY - 34, 56, 24, '#1c1d20') + vent(514, stripY - 34, 56, 24, '#1c1d20');
  // Glovebox shut line on the passenger (left) side.
  out += path(
    `M110 ${stripY + 40}Q190 ${stripY + 30} 230 ${stripY + 40}`,
    'none',
    ' stroke="#000" stroke-opacity=".3" stroke-width="2"',
  );
  // Centre console and gear selector.
  out += poly(
    [
      [244, 400],
      [266, stripY + 40],
      [334, stripY + 40],
      [356, 400],
    ],
    shadeHex(trim.dash, 0.9),
  );
  out +=
    rect(276, stripY + 52, 48, 10, '#3a3c40', 3) + circle(300, 352, 16, '#26272a') + circle(300, 352, 9, '#9aa0a6');
  // Instrument display behind the wheel, on the right.
  const ix = 460;
  const iy = dashTop - 8;
  out += path(
    `M${ix - 78} ${iy + 14}Q${ix} ${iy - 30} ${ix + 78} ${iy + 14}V${iy + 46}H${ix - 78}Z`,
    shadeHex(trim.dash, 0.8),
  );
  out += rect(ix - 70, iy + 6, 140, 38, '#0b0c0e', 6);
  for (const dx of [-34, 34]) {
    out += circle(ix + dx, iy + 25, 15, 'none', ` stroke="#3b4148" stroke-width="3"`);
    out += path(
      `M${ix + dx - 12} ${iy + 34}A15 15 0 0 1 ${ix + dx + 10} ${iy + 14}`,
      'none',
      ` stroke="${paint.body === '#1c1e22' ? '#6fa8dc' : paint.body}" stroke-width="3"`,
    );
  }
  // Steering wheel.
  const wy = truck ? 340 : 328;
  const wr = truck ? 112 : 96;
  out += circle(ix, wy, wr, 'none', ` stroke="#18191b" stroke-width="${truck ? 18 : 22}"`);
  if (ctx.detail)
    out += path(
      `M${ix - wr * 0.9} ${wy - wr * 0.45}A${wr} ${wr} 0 0 1 ${ix + wr * 0.2} ${wy - wr}`,
      'none',
      ' stroke="#fff" stroke-opacity=".12" stroke-width="6"',
    );
  out += poly(
    [
      [ix - wr, wy - 6],
      [ix - 30, wy - 16],
      [ix - 30, wy + 16],
      [ix - wr, wy + 10],
    ],
    '#1d1e21',
  );
  out += poly(
    [
      [ix + wr, wy - 6],
      [ix + 30, wy - 16],
      [ix + 30, wy + 16],
      [ix + wr, wy + 10],
    ],
    '#1d1e21',
  );
  out += poly(
    [
      [ix - 16, wy + 20],
      [ix + 16, wy + 20],
      [ix + 10, wy + wr],
      [ix - 10, wy + wr],
    ],
    '#1d1e21',
  );
  out += rect(ix - 36, wy - 28, 72, 56, '#242528', 16) + circle(ix, wy, 9, '#a8aeb4');
  out += rect(ix - 33, wy - 4, 6, 6, paint.body, 1) + rect(ix + 27, wy - 4, 6, 6, '#596069', 1);
  // Door cards at the edges with a paint-coloured insert.
  out += poly(
    [
      [0, dashTop + 10],
      [26, dashTop + 20],
      [26, 400],
      [0, 400],
    ],
    trim.panel,
  );
  out += poly(
    [
      [600, dashTop + 10],
      [574, dashTop + 20],
      [574, 400],
      [600, 400],
    ],
    trim.panel,
  );
  return out;
}

/** One seat facing the viewer: headrest, backrest with bolsters and accent stitching, cushion. */
function seat(ctx: InteriorContext, cx: number, top: number, s: number): string {
  const { trim, paint } = ctx;
  const atX = (dx: number) => cx + dx * s;
  const atY = (dy: number) => top + dy * s;
  let out = rect(atX(-24), atY(52), 5 * s, 16 * s, '#9aa0a6') + rect(atX(19), atY(52), 5 * s, 16 * s, '#9aa0a6');
  out += rect(atX(-46), atY(0), 92 * s, 56 * s, soft(ctx, trim.seat), 20 * s);
  out += path(
    `M${atX(-96)} ${atY(290)}L${atX(-88)} ${atY(86)}Q${atX(-80)} ${atY(62)} ${atX(-50)} ${atY(62)}H${atX(50)}Q${atX(80)} ${atY(62)} ${atX(88)} ${atY(86)}L${atX(96)} ${atY(290)}Z`,
    soft(ctx, trim.seat),
  );
  out += path(`M${atX(-58)} ${atY(280)}L${atX(-52)} ${atY(88)}H${atX(52)}L${atX(58)} ${atY(280)}Z`, trim.seatDark);
  for (const dy of [130, 180, 230])
    out += line(
      [
        [atX(-54), atY(dy)],
        [atX(54), atY(dy)],
      ],
      shadeHex(trim.seatDark, 0.75),
      1.5 * s,
    );
  out +=
    line(
      [
        [atX(-58), atY(280)],
        [atX(-52), atY(88)],
      ],
      paint.body,
      2 * s,
    ) +
    line(
      [
        [atX(58), atY(280)],
        [atX(52), atY(88)],
      ],
      paint.body,
      2 * s,
    );
  out += path(
    `M${atX(-124)} ${atY(360)}L${atX(-104)} ${atY(282)}H${atX(104)}L${atX(124)} ${atY(360)}Z`,
    shadeHex(trim.seat, 1.08),
  );
  out += path(`M${atX(-70)} ${atY(352)}L${atX(-62)} ${atY(290)}H${atX(62)}L${atX(70)} ${atY(352)}Z`, trim.seatDark);
  return out;
}

/** The cabin behind the seats: headliner, rear window, pillars. */
function cabinBack(ctx: InteriorContext, windowY: number): string {
  let out = rect(0, 0, 600, 400, shadeHex(ctx.trim.panel, 1.15));
  out += path('M0 0H600V30Q300 46 0 30Z', HEADLINER);
  out += outside(ctx, 150, windowY, 300, 74);
  out += poly(
    [
      [0, 30],
      [150, windowY],
      [150, windowY + 74],
      [0, 260],
    ],
    ctx.trim.panel,
  );
  out += poly(
    [
      [600, 30],
      [450, windowY],
      [450, windowY + 74],
      [600, 260],
    ],
    ctx.trim.panel,
  );
  return out;
}

/**
 * The two front seats seen from the dashboard, the console between them and the rear bench behind.
 *
 * @example frontSeats(ctx)
 */
export function frontSeats(ctx: InteriorContext): string {
  const { trim, paint } = ctx;
  let out = cabinBack(ctx, 44);
  out += rect(110, 150, 380, 120, shadeHex(trim.seat, 0.85), 18);
  out += rect(0, 300, 600, 100, trim.carpet);
  out += seat(ctx, 160, 62, 0.95) + seat(ctx, 440, 62, 0.95);
  out += rect(268, 252, 64, 148, trim.dash, 8) + rect(272, 248, 56, 40, soft(ctx, trim.seat), 10);
  out += circle(288, 320, 9, '#16171a') + circle(312, 320, 9, '#16171a');
  out += line(
    [
      [272, 262],
      [328, 262],
    ],
    paint.body,
    2,
  );
  out +=
    poly(
      [
        [0, 200],
        [36, 210],
        [36, 400],
        [0, 400],
      ],
      trim.panel,
    ) +
    poly(
      [
        [600, 200],
        [564, 210],
        [564, 400],
        [600, 400],
      ],
      trim.panel,
    );
  out += rect(0, 258, 30, 8, paint.body) + rect(570, 258, 30, 8, paint.body);
  return out;
}

/**
 * The rear bench: three places, headrests, a fold-down armrest, door cards with windows.
 *
 * @example rearSeats(ctx)
 */
export function rearSeats(ctx: InteriorContext): string {
  const { trim, paint } = ctx;
  let out = cabinBack(ctx, 40);
  out += rect(0, 300, 600, 100, trim.carpet);
  out += seat(ctx, 165, 70, 0.88) + seat(ctx, 435, 70, 0.88);
  out += path('M250 360L256 138Q300 128 344 138L350 360Z', soft(ctx, trim.seat));
  out += rect(270, 84, 60, 42, soft(ctx, trim.seat), 16);
  out +=
    rect(268, 230, 64, 46, trim.seatDark, 10) +
    line(
      [
        [272, 232],
        [328, 232],
      ],
      paint.body,
      2,
    );
  out +=
    poly(
      [
        [0, 130],
        [70, 150],
        [70, 400],
        [0, 400],
      ],
      trim.panel,
    ) +
    poly(
      [
        [600, 130],
        [530, 150],
        [530, 400],
        [600, 400],
      ],
      trim.panel,
    );
  out += rect(0, 250, 66, 8, paint.body) + rect(534, 250, 66, 8, paint.body);
  return out;
}

/**
 * The load space through an open tailgate framed in the body colour: seat backs (or a bulkhead in a
 * van, or the box walls of a truck), side trims, floor and tie-downs.
 *
 * @example loadSpace(ctx, 'cargo')
 */
export function loadSpace(ctx: InteriorContext, kind: 'cargo' | 'van' | 'truck'): string {
  const { trim, paint } = ctx;
  const frame = kind === 'truck' ? '#efefec' : paint.body;
  const wall = kind === 'truck' ? '#c5cace' : kind === 'van' ? '#9ea3a8' : shadeHex(trim.panel, 0.75);
  const floor = kind === 'truck' ? '#93734f' : kind === 'van' ? '#55585d' : shadeHex(trim.carpet, 1.25);
  let out = rect(0, 0, 600, 400, '#e7eaed');
  // Inside: back wall, side walls, floor.
  out += rect(70, 40, 460, 330, shadeHex(wall, 0.9));
  out += poly(
    [
      [70, 40],
      [170, 100],
      [170, 290],
      [70, 360],
    ],
    soft(ctx, shadeHex(wall, 1.15)),
  );
  out += poly(
    [
      [530, 40],
      [430, 100],
      [430, 290],
      [530, 360],
    ],
    soft(ctx, shadeHex(wall, 1.1)),
  );
  out += poly(
    [
      [70, 360],
      [170, 290],
      [430, 290],
      [530, 360],
    ],
    floor,
  );
  out += rect(170, 100, 260, 190, soft(ctx, wall));
  if (kind === 'cargo') {
    // Rear seat backs with headrests and the split line; a luggage cover above.
    out +=
      rect(176, 150, 122, 140, shadeHex(trim.carpet, 1.1), 10) +
      rect(302, 150, 122, 140, shadeHex(trim.carpet, 1.1), 10);
    out += rect(207, 112, 60, 36, trim.seat, 12) + rect(333, 112, 60, 36, trim.seat, 12);
    out += rect(170, 100, 260, 10, '#1d1e21');
  } else if (kind === 'van') {
    out +=
      rect(230, 112, 140, 60, '#2a3239', 6) +
      line(
        [
          [175, 200],
          [425, 200],
        ],
        '#7d8288',
        3,
      );
  } else {
    for (const y of [150, 200, 250])
      out += line(
        [
          [172, y],
          [428, y],
        ],
        '#8d9399',
        4,
      );
  }
  // Tie-downs.
  for (const [x, y] of [
    [150, 318],
    [450, 318],
    [190, 292],
    [410, 292],
  ] as [number, number][])
    out += circle(x, y, 5, '#a9afb5');
  // The tailgate opening, tail lights and the bumper sill.
  out += path('M0 0H600V400H0ZM70 40V360H530V40Z', soft(ctx, frame, 0.1), ' fill-rule="evenodd"');
  out += rect(20, 120, 30, 110, '#b3121b', 6) + rect(550, 120, 30, 110, '#b3121b', 6);
  out += rect(60, 360, 480, 16, '#2a2b2e', 3);
  if (kind === 'truck') out += rect(0, 376, 600, 24, paint.body);
  return out;
}
