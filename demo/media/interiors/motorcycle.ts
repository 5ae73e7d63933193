import { shadeHex } from '../svg';
import { circle, type InteriorContext, line, path, rect, soft } from './kit';

/**
 * Motorcycle close-ups (a motorcycle has no cabin): the cockpit from the rider's seat, the seat and
 * tank from the side, and the engine.
 */

function studio(ctx: InteriorContext): string {
  const fill = ctx.detail
    ? `url(#${ctx.defs.vertical([
        [0, '#f6f7f9'],
        [0.55, '#e4e7eb'],
        [1, '#c9ced4'],
      ])})`
    : '#e6e9ec';
  return rect(0, 0, 600, 400, fill);
}

/**
 * The cockpit from the saddle: bars, grips and mirrors, the round-cornered TFT in its painted cowl,
 * the tank below with its filler cap.
 *
 * @example cockpit(ctx)
 */
export function cockpit(ctx: InteriorContext): string {
  const { paint } = ctx;
  let out = studio(ctx);
  out += path('M180 215Q300 70 420 215Z', soft(ctx, paint.body));
  out += rect(236, 118, 128, 84, '#0d0e10', 12) + rect(244, 126, 112, 68, '#141a21', 6);
  out += path(
    'M262 178A40 40 0 0 1 338 178',
    'none',
    ` stroke="${paint.body === '#1c1e22' ? '#6fa8dc' : paint.body}" stroke-width="6"`,
  );
  out +=
    rect(284, 160, 32, 16, '#cfd6dc', 2) + rect(250, 132, 26, 6, '#56606b', 2) + rect(324, 132, 26, 6, '#56606b', 2);
  out += rect(226, 222, 148, 34, '#2a2b2e', 12) + circle(252, 238, 13, '#aab0b6') + circle(348, 238, 13, '#aab0b6');
  out += path('M40 212Q300 246 560 212', 'none', ' stroke="#1c1d20" stroke-width="15" stroke-linecap="round"');
  for (const [x, dir] of [
    [60, 1],
    [540, -1],
  ] as [number, number][]) {
    out += rect(x - 46, 196, 92, 30, '#121314', 12);
    for (let i = -30; i <= 30; i += 12)
      out += line(
        [
          [x + i, 199],
          [x + i, 223],
        ],
        '#2a2b2d',
        3,
      );
    out += rect(x + dir * 60 - 20, 192, 40, 36, '#26272a', 6) + rect(x + dir * 60 - 6, 198, 10, 8, '#c4161c', 2);
    out += line(
      [
        [x + dir * 10, 190],
        [x + dir * 110, 168],
      ],
      '#9aa0a6',
      5,
    );
    out += line(
      [
        [x + dir * 70, 196],
        [x + dir * 40, 110],
      ],
      '#2a2b2e',
      6,
    );
    out += `<ellipse cx="${x + dir * 34}" cy="92" rx="46" ry="26" fill="#1d1e21"/><ellipse cx="${x + dir * 34}" cy="92" rx="38" ry="19" fill="#6d7b88"/>`;
  }
  out += path('M140 400C160 300 230 262 300 262C370 262 440 300 460 400Z', soft(ctx, paint.body, 0.2));
  if (ctx.detail) out += path('M200 400C215 320 255 290 290 284C260 310 240 350 236 400Z', '#fff', ' opacity=".16"');
  out += circle(300, 334, 26, '#b9bfc5') + circle(300, 334, 18, '#8e959c') + rect(292, 330, 16, 8, '#5d636a', 2);
  return out;
}

/**
 * The saddle and tank from the side: stitched seat, knee recess, tank badge stripe.
 *
 * @example seatAndTank(ctx)
 */
export function seatAndTank(ctx: InteriorContext): string {
  const { paint } = ctx;
  let out = studio(ctx);
  out += path('M330 250L600 240V400H300Z', '#2a2b2e');
  for (let y = 270; y < 400; y += 22)
    out += line(
      [
        [320, y],
        [600, y - 6],
      ],
      '#4a4d52',
      8,
    );
  out += path('M300 92Q470 56 600 110V262H330Q300 180 300 92Z', soft(ctx, paint.body, 0.2));
  out += path('M360 170Q450 150 560 172L556 236H372Z', shadeHex(paint.body, 0.8));
  out += path('M330 120Q460 96 590 126L588 144Q460 116 334 140Z', '#f2f2ef', ' opacity=".9"');
  out += path('M0 200Q150 150 310 176L336 262H0Z', soft(ctx, '#232427', 0.25));
  out += path(
    'M0 214Q150 168 306 192',
    'none',
    ` stroke="${paint.body === '#1c1e22' ? '#777' : paint.body}" stroke-width="2" stroke-dasharray="6 5"`,
  );
  out += path('M0 262H336L320 300H0Z', paint.body);
  out += path('M0 300H320L300 330H0Z', '#1b1c1f');
  return out;
}

/**
 * The engine: finned cylinder, crankcase with a chrome cover, headers sweeping down, the painted
 * frame above.
 *
 * @example engine(ctx)
 */
export function engine(ctx: InteriorContext): string {
  const { paint } = ctx;
  let out = studio(ctx);
  out += path('M0 40L600 10V70L0 100Z', soft(ctx, paint.body));
  out += rect(170, 250, 300, 120, '#26282c', 40);
  out += circle(260, 310, 48, '#b7bdc3') + circle(260, 310, 36, '#9aa1a8') + circle(260, 310, 8, '#5d636a');
  for (let i = 0; i < 8; i++) out += rect(210 + i * 3, 100 + i * 18, 220 - i * 6, 12, i % 2 ? '#8d949b' : '#aeb4ba', 5);
  out += rect(226, 92, 188, 20, '#3a3c40', 6);
  out += path('M250 250C230 330 150 360 40 380', 'none', ' stroke="#c8cdd2" stroke-width="22" stroke-linecap="round"');
  out += path('M300 250C290 340 200 380 80 398', 'none', ' stroke="#b3b9bf" stroke-width="20" stroke-linecap="round"');
  out += circle(560, 330, 120, '#1b1c1f') + circle(560, 330, 86, '#9da3a9') + circle(560, 330, 64, '#d3d7db');
  return out;
}
