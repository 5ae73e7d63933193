import { shadeHex } from '../svg';
import { circle, type InteriorContext, line, poly, rect, soft } from './kit';

/**
 * Caravan interiors in one-point perspective: the dinette, the kitchen and the bedroom; cabinetry
 * in warm white and light oak, soft furnishings in the chosen colour.
 */

const WALL = '#ece7df';
const CEILING = '#f6f4f0';
const OAK = '#cdb48f';
const CABINET = '#f3f1ec';
const FLOOR = '#b38f63';

/** The room shell: back wall, side walls, ceiling with downlights, timber floor. */
function room(ctx: InteriorContext): string {
  let out = rect(0, 0, 600, 400, WALL);
  out += poly(
    [
      [0, 0],
      [600, 0],
      [460, 70],
      [140, 70],
    ],
    CEILING,
  );
  out += poly(
    [
      [0, 0],
      [140, 70],
      [140, 290],
      [0, 400],
    ],
    soft(ctx, shadeHex(WALL, 0.94)),
  );
  out += poly(
    [
      [600, 0],
      [460, 70],
      [460, 290],
      [600, 400],
    ],
    soft(ctx, shadeHex(WALL, 0.9)),
  );
  out += poly(
    [
      [0, 400],
      [140, 290],
      [460, 290],
      [600, 400],
    ],
    FLOOR,
  );
  for (const x of [190, 250, 300, 350, 410])
    out += line(
      [
        [300 + (x - 300) * 0.5, 290],
        [300 + (x - 300) * 2.2, 400],
      ],
      shadeHex(FLOOR, 0.85),
      1.5,
    );
  for (const x of [220, 380]) out += circle(x, 30, 5, '#fffbe8');
  // Overhead lockers on both side walls.
  out +=
    poly(
      [
        [0, 0],
        [140, 70],
        [140, 110],
        [0, 70],
      ],
      CABINET,
    ) +
    poly(
      [
        [600, 0],
        [460, 70],
        [460, 110],
        [600, 70],
      ],
      CABINET,
    );
  return out;
}

/** A window with a day/night blind half down. */
function windowWithBlind(ctx: InteriorContext, x: number, y: number, w: number, h: number): string {
  const outside = ctx.detail
    ? `url(#${ctx.defs.vertical([
        [0, '#dfeaf2'],
        [1, '#b9c9d4'],
      ])})`
    : '#cfdde7';
  return (
    rect(x - 6, y - 6, w + 12, h + 12, '#d9d4cc', 6) + rect(x, y, w, h, outside, 3) + rect(x, y, w, h * 0.35, '#efe9dc')
  );
}

/**
 * The dinette: a U-shaped lounge under the back window, table, scatter cushions in the paint colour.
 *
 * @example dinette(ctx)
 */
export function dinette(ctx: InteriorContext): string {
  const { trim, paint } = ctx;
  let out = room(ctx);
  out += rect(140, 70, 320, 34, OAK);
  out += windowWithBlind(ctx, 190, 118, 220, 70);
  out += rect(150, 200, 300, 60, soft(ctx, trim.seat), 12);
  out += rect(150, 250, 300, 40, shadeHex(trim.seat, 0.85), 8);
  out += rect(185, 206, 46, 40, paint.body, 10) + rect(369, 206, 46, 40, paint.body, 10);
  out +=
    poly(
      [
        [140, 210],
        [200, 250],
        [200, 330],
        [120, 330],
      ],
      soft(ctx, trim.seat),
    ) +
    poly(
      [
        [460, 210],
        [400, 250],
        [400, 330],
        [480, 330],
      ],
      soft(ctx, trim.seat),
    );
  out +=
    poly(
      [
        [205, 268],
        [395, 268],
        [420, 300],
        [180, 300],
      ],
      OAK,
    ) + rect(180, 300, 240, 8, shadeHex(OAK, 0.8));
  out += rect(292, 308, 16, 62, '#9aa0a6') + circle(300, 280, 12, paint.body);
  return out;
}

/**
 * The kitchen: drawers, stone benchtop, sink and tap, cooktop, window with blind, overhead lockers.
 *
 * @example kitchen(ctx)
 */
export function kitchen(ctx: InteriorContext): string {
  const { paint } = ctx;
  let out = rect(0, 0, 600, 400, WALL);
  out +=
    rect(0, 0, 600, 90, CABINET) +
    line(
      [
        [0, 90],
        [600, 90],
      ],
      '#d8d2c8',
      3,
    );
  for (const x of [150, 300, 450])
    out +=
      line(
        [
          [x, 0],
          [x, 90],
        ],
        '#dcd6cc',
        2,
      ) + rect(x - 40, 70, 30, 5, '#9aa0a6', 2);
  out += windowWithBlind(ctx, 70, 118, 200, 92);
  out +=
    rect(320, 120, 150, 96, '#23252a', 6) + rect(330, 130, 96, 76, '#3b4148', 4) + rect(436, 140, 22, 8, '#8d949b', 2);
  out += rect(0, 238, 600, 18, '#e9e6e0') + rect(0, 256, 600, 8, '#c9c3b8');
  out += rect(60, 240, 170, 14, '#c0c6cc', 4) + rect(74, 242, 142, 10, '#9aa1a8', 3);
  out += line(
    [
      [150, 240],
      [150, 204],
      [176, 204],
      [176, 214],
    ],
    '#b3b9bf',
    5,
  );
  out += rect(330, 240, 170, 14, '#17181a', 3);
  out += rect(0, 264, 600, 136, soft(ctx, OAK, 0.1));
  for (const x of [150, 300, 450])
    out += line(
      [
        [x, 264],
        [x, 400],
      ],
      shadeHex(OAK, 0.8),
      2,
    );
  for (const y of [310, 356])
    out += line(
      [
        [0, y],
        [600, y],
      ],
      shadeHex(OAK, 0.8),
      2,
    );
  for (const x of [75, 225, 375, 525]) out += rect(x - 20, 282, 40, 5, '#8d949b', 2);
  out += circle(540, 222, 18, paint.body) + rect(526, 196, 28, 10, shadeHex(paint.body, 0.8), 4);
  out += rect(280, 270, 26, 60, paint.body, 3);
  return out;
}

/**
 * The bedroom: an island bed with a bedspread in the paint colour, pillows, padded bedhead, wardrobes
 * each side and lockers above.
 *
 * @example bedroom(ctx)
 */
export function bedroom(ctx: InteriorContext): string {
  const { trim, paint } = ctx;
  let out = room(ctx);
  out += rect(140, 70, 320, 46, OAK);
  out += rect(170, 122, 260, 80, soft(ctx, trim.seat), 14);
  out += poly(
    [
      [90, 400],
      [170, 236],
      [430, 236],
      [510, 400],
    ],
    '#f4f2ee',
  );
  out += poly(
    [
      [70, 400],
      [150, 262],
      [450, 262],
      [530, 400],
    ],
    soft(ctx, paint.body),
  );
  out += poly(
    [
      [150, 262],
      [450, 262],
      [456, 274],
      [144, 274],
    ],
    shadeHex(paint.body, 1.25),
  );
  out += rect(180, 200, 110, 42, '#fbfaf7', 14) + rect(310, 200, 110, 42, '#fbfaf7', 14);
  out +=
    poly(
      [
        [0, 80],
        [130, 118],
        [130, 300],
        [0, 360],
      ],
      CABINET,
    ) +
    poly(
      [
        [600, 80],
        [470, 118],
        [470, 300],
        [600, 360],
      ],
      CABINET,
    );
  out +=
    line(
      [
        [110, 190],
        [110, 230],
      ],
      '#9aa0a6',
      4,
    ) +
    line(
      [
        [490, 190],
        [490, 230],
      ],
      '#9aa0a6',
      4,
    );
  out += circle(160, 140, 8, '#fff4c8') + circle(440, 140, 8, '#fff4c8');
  return out;
}
