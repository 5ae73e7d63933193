import { css } from '@forecourt/shared/styled-system/css';

// The spin and interior views' shared look: a 3:2 stage (the picture, the slider over it, the
// hotspots over both) and the bar below it.

export const spinStyles = {
  root: css({ display: 'grid', gap: '2', minWidth: '0' }),
  stage: css({
    position: 'relative',
    width: '100%',
    aspectRatio: '3 / 2',
    borderRadius: 'md',
    overflow: 'hidden',
    bg: 'surface',
  }),
  picture: css({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }),
  slider: css({
    position: 'absolute',
    inset: '0',
    cursor: 'grab',
    // Vertical swipes still scroll the page; horizontal ones turn the car.
    touchAction: 'pan-y',
    userSelect: 'none',
    outline: 'none',
    borderRadius: 'md',
    '&[data-dragging]': { cursor: 'grabbing' },
    _focusVisible: { focusRing: 'inside' },
  }),
  bar: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' }),
  status: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
};
