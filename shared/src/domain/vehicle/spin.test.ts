import { describe, expect, it } from 'vitest';
import {
  frameAfterKey,
  frameFromDrag,
  hotspotsOnFrame,
  hotspotsOnStill,
  nextFrame,
  SPIN_AUTO_ROTATE_MS,
  SPIN_PIXELS_PER_FRAME,
  type SpinHotspot,
  spinAngle,
  spinAngleText,
  wrapFrame,
} from './spin';

describe('spin constants', () => {
  it('are the spec’s: 20 px per frame, a frame every 100 ms', () => {
    expect(SPIN_PIXELS_PER_FRAME).toBe(20);
    expect(SPIN_AUTO_ROTATE_MS).toBe(100);
  });
});

describe('spinAngle', () => {
  it('is 360 × (1 − index ÷ (frames − 1))', () => {
    expect(spinAngle(0, 36)).toBe(360);
    expect(spinAngle(35, 36)).toBe(0);
    expect(spinAngle(7, 36)).toBe(288);
    expect(spinAngle(1, 5)).toBe(270);
    expect(spinAngle(1, 36)).toBeCloseTo(349.714, 3);
  });

  it('is 0 when there is nothing to turn', () => {
    expect(spinAngle(0, 1)).toBe(0);
    expect(spinAngle(0, 0)).toBe(0);
  });

  it('reads as whole degrees', () => {
    expect(spinAngleText(0, 36)).toBe('360 degrees');
    expect(spinAngleText(1, 36)).toBe('350 degrees');
    expect(spinAngleText(35, 36)).toBe('0 degrees');
  });
});

describe('wrapFrame and nextFrame', () => {
  it('go round the loop both ways', () => {
    expect(wrapFrame(36, 36)).toBe(0);
    expect(wrapFrame(-1, 36)).toBe(35);
    expect(wrapFrame(-37, 36)).toBe(35);
    expect(wrapFrame(12, 36)).toBe(12);
    expect(nextFrame(35, 36)).toBe(0);
    expect(nextFrame(0, 36, -1)).toBe(35);
    expect(nextFrame(10, 36, 5)).toBe(15);
  });

  it('stay on frame 0 without frames', () => {
    expect(wrapFrame(3, 0)).toBe(0);
    expect(nextFrame(0, 0)).toBe(0);
  });
});

describe('frameFromDrag', () => {
  it('moves one frame per whole 20 px, rightwards forwards', () => {
    expect(frameFromDrag(0, 19, 36)).toBe(0);
    expect(frameFromDrag(0, 20, 36)).toBe(1);
    expect(frameFromDrag(0, 45, 36)).toBe(2);
    expect(frameFromDrag(5, -19, 36)).toBe(5);
    expect(frameFromDrag(5, -40, 36)).toBe(3);
  });

  it('wraps round past either end', () => {
    expect(frameFromDrag(0, -20, 36)).toBe(35);
    expect(frameFromDrag(35, 20, 36)).toBe(0);
    expect(frameFromDrag(0, 36 * 20, 36)).toBe(0);
  });
});

describe('frameAfterKey', () => {
  it('steps one frame with the arrow keys, wrapping round', () => {
    expect(frameAfterKey('ArrowRight', 3, 36)).toBe(4);
    expect(frameAfterKey('ArrowUp', 35, 36)).toBe(0);
    expect(frameAfterKey('ArrowLeft', 3, 36)).toBe(2);
    expect(frameAfterKey('ArrowDown', 0, 36)).toBe(35);
  });

  it('goes to the ends with Home and End, and ignores other keys', () => {
    expect(frameAfterKey('Home', 12, 36)).toBe(0);
    expect(frameAfterKey('End', 12, 36)).toBe(35);
    expect(frameAfterKey('Enter', 12, 36)).toBeNull();
    expect(frameAfterKey(' ', 12, 36)).toBeNull();
  });
});

const HOTSPOTS: SpinHotspot[] = [
  {
    description: 'Alloy wheels',
    positions: [
      { frame: 35, x: 0.36, y: 0.7 },
      { frame: 0, x: 0.4, y: 0.7 },
      { frame: 1, x: 0.44, y: 0.7 },
    ],
  },
  { description: 'Roof rails', positions: [{ frame: 1, x: 0.5, y: 0.2 }] },
  { description: 'No place', positions: [] },
];

describe('hotspotsOnFrame', () => {
  it('places each hotspot that has a position on the frame', () => {
    expect(hotspotsOnFrame(HOTSPOTS, 0)).toEqual([{ description: 'Alloy wheels', x: 0.4, y: 0.7 }]);
    expect(hotspotsOnFrame(HOTSPOTS, 1)).toEqual([
      { description: 'Alloy wheels', x: 0.44, y: 0.7 },
      { description: 'Roof rails', x: 0.5, y: 0.2 },
    ]);
    expect(hotspotsOnFrame(HOTSPOTS, 20)).toEqual([]);
  });
});

describe('hotspotsOnStill', () => {
  it('places each hotspot at its first position, leaving out those without one', () => {
    expect(hotspotsOnStill(HOTSPOTS)).toEqual([
      { description: 'Alloy wheels', x: 0.36, y: 0.7 },
      { description: 'Roof rails', x: 0.5, y: 0.2 },
    ]);
  });
});
