import { describe, expect, it } from 'vitest';
import { drawVehicleSvg } from './draw-vehicle';
import { COLOUR_SLUGS, type ColourSlug, paintFor } from './palette';
import { type ItemType, SPIN_FRAME_COUNT, type VehicleImageRequest, type VehicleView } from './parse-media-path';
import { CAR_BODIES, shapeFor } from './shapes';
import { hexToRgb } from './svg';
import { rootAttributes, svgProblems } from './svg-check';

const ALL_VIEWS: VehicleView[] = [
  ...([1, 2, 3, 4, 5, 6] as const).map((index): VehicleView => ({ kind: 'ext', index })),
  ...([1, 2, 3] as const).map((index): VehicleView => ({ kind: 'int', index })),
  ...Array.from({ length: SPIN_FRAME_COUNT }, (_, frame): VehicleView => ({ kind: 'spin', frame })),
];

const BODIES: [ItemType, string][] = [
  ...CAR_BODIES.map((b): [ItemType, string] => ['car', b]),
  ['car', 'mystery-machine'],
  ['motorcycle', 'motorcycle'],
  ['truck', 'truck'],
  ['truck', 'cab-chassis'],
  ['caravan', 'caravan'],
];

const request = (over: Partial<VehicleImageRequest> = {}): VehicleImageRequest => ({
  itemType: 'car',
  body: 'suv',
  colour: 'red',
  view: { kind: 'ext', index: 1 },
  width: 600,
  quality: 100,
  ...over,
});

const viewName = (v: VehicleView) => (v.kind === 'spin' ? `spin-${v.frame}` : `${v.kind}-${v.index}`);

/** The fill and stop colours a drawing uses. */
const coloursIn = (svg: string) =>
  [...svg.matchAll(/(?:fill|stop-color|stroke)="(#[0-9a-f]{6})"/g)].map((m) => m[1] as string);

function distance(a: string, b: string): number {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

describe('drawVehicleSvg', () => {
  it.each(BODIES)('draws every view of a %s %s as well-formed SVG', (itemType, body) => {
    const sizes: number[] = [];
    ALL_VIEWS.forEach((view, i) => {
      const colour = COLOUR_SLUGS[i % COLOUR_SLUGS.length] as ColourSlug;
      const svg = drawVehicleSvg(request({ itemType, body, colour, view, width: 450 }));
      expect(svgProblems(svg), `${body} ${viewName(view)}`).toEqual([]);
      expect(rootAttributes(svg)).toMatchObject({ viewBox: '0 0 600 400', width: '450', height: '300' });
      sizes.push(svg.length);
    });
    sizes.sort((a, b) => a - b);
    // Small enough to inline thousands in a search grid: typically under 8 KB, never over 10 KB.
    expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThan(8_000);
    expect(sizes[sizes.length - 1]).toBeLessThan(10_000);
  });

  it('scales the output size and keeps 3:2', () => {
    expect(rootAttributes(drawVehicleSvg(request({ width: 64 })))).toMatchObject({ width: '64', height: '43' });
    expect(rootAttributes(drawVehicleSvg(request({ width: 2000 })))).toMatchObject({ width: '2000', height: '1333' });
  });

  it('is deterministic', () => {
    for (const view of [ALL_VIEWS[0], ALL_VIEWS[7], ALL_VIEWS[20]] as VehicleView[]) {
      expect(drawVehicleSvg(request({ view }))).toBe(drawVehicleSvg(request({ view })));
    }
  });

  it.each(COLOUR_SLUGS)('tints a %s vehicle with its paint, outside and in', (colour) => {
    const body = paintFor(colour).body;
    const other: ColourSlug = colour === 'green' ? 'purple' : 'green';
    for (const view of [ALL_VIEWS[0], ALL_VIEWS[1], ALL_VIEWS[9]] as VehicleView[]) {
      // Only colours that change with the paint count: tyres and backdrop are near black and white anyway.
      const elsewhere = new Set(coloursIn(drawVehicleSvg(request({ colour: other, view }))));
      const tinted = coloursIn(drawVehicleSvg(request({ colour, view }))).filter((c) => !elsewhere.has(c));
      const nearest = Math.min(...tinted.map((c) => distance(c, body)));
      expect(nearest, `${colour} ${viewName(view)}`).toBeLessThan(24);
    }
  });

  it('draws different colours differently', () => {
    expect(drawVehicleSvg(request({ colour: 'red' }))).not.toBe(drawVehicleSvg(request({ colour: 'blue' })));
  });

  it('turns the vehicle through the spin: every frame differs, and frame 18 is not frame 0', () => {
    for (const [itemType, body] of [
      ['car', 'suv'],
      ['motorcycle', 'motorcycle'],
      ['caravan', 'caravan'],
    ] as const) {
      const frames = Array.from({ length: SPIN_FRAME_COUNT }, (_, frame) =>
        drawVehicleSvg(request({ itemType, body, view: { kind: 'spin', frame } })).replace(
          /<title>.*<\/title>|aria-label="[^"]*"/g,
          '',
        ),
      );
      expect(new Set(frames).size).toBe(SPIN_FRAME_COUNT);
      expect(frames[18]).not.toBe(frames[0]);
    }
  });

  it('keeps one camera fit through the spin, so the vehicle turns in place', () => {
    const shadowCentre = (frame: number) => {
      const svg = drawVehicleSvg(request({ view: { kind: 'spin', frame } }));
      return /<use href="#sh" transform="matrix\(([^)]*)\)"/.exec(svg)?.[1]?.split(' ').slice(4).join(' ');
    };
    const centres = new Set(Array.from({ length: SPIN_FRAME_COUNT }, (_, frame) => shadowCentre(frame)));
    expect(centres.size).toBe(1);
    // Exterior views are each framed to fit, so they do move.
    const ext = (index: 1 | 2) =>
      /<use href="#sh" transform="matrix\(([^)]*)\)"/.exec(
        drawVehicleSvg(request({ view: { kind: 'ext', index } })),
      )?.[1];
    expect(ext(1)).not.toBe(ext(2));
  });

  it('drops gradients and reflections below quality 50', () => {
    const full = drawVehicleSvg(request({ quality: 50 }));
    const low = drawVehicleSvg(request({ quality: 49 }));
    expect(full).toContain('Gradient');
    expect(low).not.toContain('Gradient');
    expect(low.length).toBeLessThan(full.length);
    expect(drawVehicleSvg(request({ quality: 1, view: { kind: 'int', index: 1 } }))).not.toContain('Gradient');
  });

  it('names what it shows in the title', () => {
    expect(drawVehicleSvg(request())).toContain('<title>Red SUV, front three-quarter view</title>');
    expect(
      drawVehicleSvg(
        request({ itemType: 'caravan', body: 'caravan', colour: 'white', view: { kind: 'int', index: 2 } }),
      ),
    ).toContain('<title>White caravan, kitchen</title>');
    expect(drawVehicleSvg(request({ view: { kind: 'spin', frame: 0 } }))).toContain('spin frame 1 of 36');
  });

  it('draws unknown bodies as a generic shape of their item type', () => {
    expect(shapeFor('car', 'mystery-machine')).toBe('sedan');
    expect(shapeFor('car', 'hatchback')).toBe('hatch');
    expect(shapeFor('motorcycle', 'scooter')).toBe('motorcycle');
    expect(shapeFor('truck', 'tipper')).toBe('truck-tray');
    expect(shapeFor('truck', 'prime-mover')).toBe('truck');
    expect(shapeFor('caravan', 'pop-top')).toBe('caravan');
    const generic = drawVehicleSvg(request({ body: 'mystery-machine' }));
    const sedan = drawVehicleSvg(request({ body: 'sedan' }));
    expect(generic.replace(/<title>.*<\/title>|aria-label="[^"]*"/g, '')).toBe(
      sedan.replace(/<title>.*<\/title>|aria-label="[^"]*"/g, ''),
    );
  });

  it('draws distinct shapes for distinct bodies', () => {
    const drawings = new Set(
      BODIES.slice(0, CAR_BODIES.length).map(([itemType, body]) =>
        drawVehicleSvg(request({ itemType, body, colour: 'grey' })),
      ),
    );
    expect(drawings.size).toBe(CAR_BODIES.length);
  });
});
