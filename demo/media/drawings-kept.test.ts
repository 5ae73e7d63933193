import { describe, expect, it } from 'vitest';
import { drawingsKept } from './drawings-kept';

describe('drawingsKept', () => {
  it('draws each key once and answers it again from what it kept', () => {
    const kept = drawingsKept(10);
    let draws = 0;
    const draw = () => `<svg>${++draws}</svg>`;
    expect(kept.drawing('a', draw)).toBe('<svg>1</svg>');
    expect(kept.drawing('a', draw)).toBe('<svg>1</svg>');
    expect(kept.drawing('b', draw)).toBe('<svg>2</svg>');
    expect(draws).toBe(2);
  });

  it('keeps at most its limit, letting go of the drawing asked for longest ago', () => {
    const kept = drawingsKept(2);
    let draws = 0;
    const draw = () => String(++draws);
    kept.drawing('a', draw);
    kept.drawing('b', draw);
    kept.drawing('a', draw); // a is asked for again: b is now the oldest
    kept.drawing('c', draw);
    expect(kept.size).toBe(2);
    expect(kept.drawing('a', draw)).toBe('1');
    expect(kept.drawing('b', draw)).toBe('4');
  });
});
